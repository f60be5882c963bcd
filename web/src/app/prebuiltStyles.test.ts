/**
 * The build's check that the prebuilt antd stylesheet has every style the client bundles (web/build/prebuiltStyles.ts):
 * the built client carries stand-ins instead of antd's style generators, so a style the sheet lacks would be missing.
 */
import { describe, expect, it } from '@jest/globals';
import { MISSING_STYLE, unsampledStyles } from '../../build/prebuiltStyles';

const sheet = (paths: string[]) => `.ant-btn{color:red}.data-ant-cssinjs-cache-path{content:"${paths.map((p) => `css-x|${p}|ant|anticon:h1`).join(';')}"}`;
const standIn = (path: string) => `a=(t,i)=>(console.error(\`${MISSING_STYLE}${path} \`+i.prefixCls),[]);`;

describe('prebuilt antd styles', () => {
  it('names each bundled style the stylesheet lacks, once', () => {
    const scripts = [standIn('Button-Button') + standIn('Modal-confirm'), standIn('Modal-confirm') + standIn('Tag-status')];
    expect(unsampledStyles(scripts, sheet(['Button-Button', 'Tag-status']))).toEqual(['Modal-confirm']);
  });

  it('passes when the stylesheet has them all', () => {
    expect(unsampledStyles([standIn('Button-Button')], sheet(['Button-Button', 'Alert-Alert']))).toEqual([]);
  });

  it('fails on a stylesheet without the cache-path record', () => {
    expect(() => unsampledStyles([standIn('Button-Button')], '.ant-btn{color:red}')).toThrow('no cache-path record');
  });
});

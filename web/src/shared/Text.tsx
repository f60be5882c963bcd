/**
 * Plain text in the theme's colours (`secondary`: the description colour, `warning`: the warning colour; `strong`: the
 * heading weight), where antd's Typography would add 8 KB gzip to a page's first download for nothing more (the home
 * page). Typography stays where its extras are used: copyable, editable or ellipsis text.
 */
import type { ReactNode } from 'react';
import { theme } from 'antd';

export function Text({ children, type, strong, block }: { children: ReactNode; type?: 'secondary' | 'warning'; strong?: boolean; block?: boolean }) {
  const { token } = theme.useToken();
  const color = type === 'secondary' ? token.colorTextDescription : type === 'warning' ? token.colorWarning : token.colorText;
  return <span style={{ color, fontWeight: strong ? token.fontWeightStrong : undefined, display: block ? 'block' : undefined }}>{children}</span>;
}

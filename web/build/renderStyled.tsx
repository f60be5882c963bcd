/**
 * The one build-time render of a tree with antd's CSS-in-JS styles collected (loaded through Vite's SSR loader by
 * build/antdSampler.tsx and build/loginScreen.tsx, so it shares their copy of antd's style cache).
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StyleProvider, type createCache } from '@ant-design/cssinjs';

/** Renders `tree` with its antd styles registered in `cache`; returns the HTML. */
export async function renderStyled(tree: ReactNode, cache: ReturnType<typeof createCache>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StyleProvider cache={cache}>{tree}</StyleProvider>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

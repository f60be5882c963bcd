/**
 * Plain text in the theme's colours (`secondary`: the description colour, `warning` and `danger`: the warning and error
 * colours; `strong`: the heading weight) and a paragraph of it, where antd's Typography would add its own code and,
 * through its copy and ellipsis tooltips, the popup engine (up to 13 KB gzip) to a page's first download for nothing
 * more. Typography stays where its extras are used: copyable, editable or ellipsis text.
 */
import type { ReactNode } from 'react';
import { theme } from 'antd';

type TextType = 'secondary' | 'warning' | 'danger';
type Token = ReturnType<typeof theme.useToken>['token'];

function textColor(token: Token, type: TextType | undefined): string {
  if (type === 'secondary') return token.colorTextDescription;
  if (type === 'warning') return token.colorWarning;
  if (type === 'danger') return token.colorError;
  return token.colorText;
}

export function Text({ children, type, strong, block }: { children: ReactNode; type?: TextType; strong?: boolean; block?: boolean }) {
  const { token } = theme.useToken();
  const style = { color: textColor(token, type), fontWeight: strong ? token.fontWeightStrong : undefined, display: block ? 'block' : undefined };
  return <span style={style}>{children}</span>;
}

/** A paragraph as antd's Typography.Paragraph lays it out: a block with 1em below. */
export function Paragraph({ children, type }: { children: ReactNode; type?: TextType }) {
  const { token } = theme.useToken();
  return <div style={{ color: textColor(token, type), marginBottom: '1em' }}>{children}</div>;
}

/**
 * THE page heading: every page has exactly one `h1` (screen-reader users jump to it; axe "page-has-heading-one"),
 * sized like the card titles it replaces so the look does not change. Use it once per page, in the page's card title
 * or above the content:
 *
 *   <Card title={<PageTitle>Leave types</PageTitle>}>   or   <PageTitle>Employee attendance</PageTitle>
 *
 * A plain `h1` styled like antd's Title from the theme tokens: antd Typography would add 35 KB gzip to /login.
 * It wraps: a card's head keeps its title on one line and clips it (no ellipsis reaches an `h1` inside), so on a
 * phone a record's title ("Dalia Nabil — Training, 15/12/2026 – 16/12/2026") lost its dates behind the card's buttons.
 */
import type { ReactNode } from 'react';
import { theme } from 'antd';

export function PageTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading3,
        lineHeight: token.lineHeightHeading3,
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </h1>
  );
}

/**
 * A card's heading below the page's `h1`: an `h2` (16 px) on a page of cards such as the home dashboard, an `h3`
 * (14 px) inside a card that has its own `h2`. Styled as antd's Title was there, without Typography's 8 KB.
 */
export function SectionTitle({ children, level = 2 }: { children: ReactNode; level?: 2 | 3 }) {
  const { token } = theme.useToken();
  const Heading = level === 2 ? 'h2' : 'h3';
  const style = {
    margin: 0,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: level === 2 ? 16 : 14,
    lineHeight: level === 2 ? token.lineHeightHeading2 : token.lineHeightHeading3,
    whiteSpace: 'normal' as const,
  };
  return <Heading style={style}>{children}</Heading>;
}

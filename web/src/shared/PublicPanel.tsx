/**
 * The card of the public pages (welcome, sign-in): a plain themed box instead of antd's Card, whose tabs, menu and
 * dropdown code would otherwise be part of the first download (bundle budget, tests/e2e/bundle-budget.test.ts).
 */
import type { CSSProperties, ReactNode } from 'react';
import { Flex, theme } from 'antd';

export function PublicPanel({ maxWidth, accent, children }: { maxWidth: number; accent?: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  const box: CSSProperties = {
    maxWidth,
    width: '100%',
    padding: token.paddingLG,
    background: token.colorBgContainer,
    color: token.colorText,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    boxSizing: 'border-box',
    ...(accent ? { borderTop: `4px solid ${token.colorPrimary}` } : {}),
  };
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 24, background: token.colorBgLayout, boxSizing: 'border-box' }}>
      <main style={box}>{children}</main>
    </Flex>
  );
}

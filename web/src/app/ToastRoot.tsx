/**
 * The signed-in area's root (Shell): the text style antd's <App> gave (token colour, size, line height, font) and,
 * loaded after the first paint, the host of the house toasts (bottom-right, 3 s) and confirmation dialogs
 * (FeedbackHost.tsx). antd's App itself is not used: it brings message, notification and modal code into every page.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from 'antd';

const FeedbackHost = lazy(() => import('./FeedbackHost'));

export function ToastRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      <Suspense fallback={null}>
        <FeedbackHost />
      </Suspense>
      {children}
    </div>
  );
}

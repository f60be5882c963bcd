/**
 * antd configuration for the whole app: light/dark algorithm and the saved colours, en-US locale with weeks starting
 * on Sunday (shared/dates), modals at most 500 px wide. Toasts (bottom-right, 3 s) come from antd's <App> in
 * <ToastRoot> (ToastRoot.tsx), rendered by the signed-in shell: antd's App brings modal, message and notification
 * code that the public pages (/login) do not need (bundle budget, tests/e2e/bundle-budget.test.ts).
 */
import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import { useThemeSettings } from '../shared/theme';

export const MODAL_MAX_WIDTH = 500;

export function ThemeRoot({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const dark = settings.mode === 'dark';
  return (
    <ConfigProvider
      locale={enUS}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: settings.primary, colorLink: settings.primary, colorInfo: settings.secondary, borderRadius: 6 },
      }}
      modal={{ style: { maxWidth: MODAL_MAX_WIDTH } }}
    >
      {children}
    </ConfigProvider>
  );
}

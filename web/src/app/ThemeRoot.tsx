/**
 * antd configuration for the whole app: light/dark algorithm and the saved colours, en-US locale with weeks starting
 * on Sunday (shared/dates), modals at most 500 px wide, and Enter in a date picker never submitting its form
 * (shared/formKeys). Toasts (bottom-right, 3 s) and confirmation dialogs come from the signed-in shell's <ToastRoot>
 * (ToastRoot.tsx), whose host loads after the first paint: no page, /login included, downloads that code up front
 * (bundle budget, tests/e2e/bundle-budget.test.ts).
 */
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { themeConfig, useThemeSettings } from '../shared/theme';
import { installPickerSubmitGuard } from '../shared/formKeys';

export const MODAL_MAX_WIDTH = 500;
/** SPEC §9's 500 px, and never wider than a phone's screen less antd's own 16 px margins (its default max-width). */
const MODAL_STYLE = { maxWidth: `min(${MODAL_MAX_WIDTH}px, calc(100vw - 32px))` };

export function ThemeRoot({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  useEffect(() => installPickerSubmitGuard(), []);
  return (
    <ConfigProvider locale={enUS} theme={themeConfig(settings)} modal={{ style: MODAL_STYLE }}>
      {children}
    </ConfigProvider>
  );
}

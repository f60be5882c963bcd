/**
 * antd configuration for the whole app: light/dark algorithm and the saved colours, en-US locale with weeks starting
 * on Sunday (shared/dates), modals at most 500 px wide, toasts bottom-right for 3 s through antd's <App>, and Enter in
 * a date picker never submitting its form (shared/formKeys).
 */
import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { themeConfig, useThemeSettings } from '../shared/theme';
import { setNotificationApi, TOAST_MS, TOAST_PLACEMENT } from '../shared/notify';
import { installPickerSubmitGuard } from '../shared/formKeys';

export const MODAL_MAX_WIDTH = 500;

function NotifyBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setNotificationApi(notification);
    return () => setNotificationApi(null);
  }, [notification]);
  return null;
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  useEffect(() => installPickerSubmitGuard(), []);
  const dark = settings.mode === 'dark';
  return (
    <ConfigProvider
      locale={enUS}
      theme={themeConfig(settings)}
      modal={{ style: { maxWidth: MODAL_MAX_WIDTH } }}
    >
      <AntApp
        notification={{ placement: TOAST_PLACEMENT, duration: TOAST_MS / 1000 }}
        message={{ duration: TOAST_MS / 1000 }}
        style={{ minHeight: '100vh' }}
      >
        <NotifyBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** antd's <App> with the house toasts (bottom-right, 3 s), rendered by the signed-in shell (see ThemeRoot.tsx). */
import { useEffect, type ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { setNotificationApi, TOAST_MS, TOAST_PLACEMENT } from '../shared/notify';

/** Hands antd App's themed notification API to shared/notify. */
function NotifyBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setNotificationApi(notification);
    return () => setNotificationApi(null);
  }, [notification]);
  return null;
}

export function ToastRoot({ children }: { children: ReactNode }) {
  return (
    <AntApp
      notification={{ placement: TOAST_PLACEMENT, duration: TOAST_MS / 1000 }}
      message={{ duration: TOAST_MS / 1000 }}
      style={{ minHeight: '100vh' }}
    >
      <NotifyBridge />
      {children}
    </AntApp>
  );
}

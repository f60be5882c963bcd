/**
 * Toasts and confirmation dialogs of the signed-in area, themed: antd's notification and modal hooks, whose holders
 * sit inside the app's ConfigProvider (dark mode, colours, the modal width). Its code loads after the first paint
 * (ToastRoot), so no page's first download carries notification and dialog code it shows only after a click; until
 * it has mounted, shared/notify and shared/confirm use antd's static APIs.
 */
import { useEffect } from 'react';
import { Modal, notification } from 'antd';
import { setNotificationApi } from '../shared/notify';
import { setModalApi } from '../shared/confirm';

export default function FeedbackHost() {
  const [toasts, toastHolder] = notification.useNotification();
  const [modal, modalHolder] = Modal.useModal();
  useEffect(() => {
    setNotificationApi(toasts);
    setModalApi(modal);
    return () => {
      setNotificationApi(null);
      setModalApi(null);
    };
  }, [toasts, modal]);
  return (
    <>
      {modalHolder}
      {toastHolder}
    </>
  );
}

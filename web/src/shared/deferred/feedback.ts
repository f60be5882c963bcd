/** antd's static toast and dialog APIs, loaded on demand where no FeedbackHost is mounted (yet): see shared/notify, shared/confirm. */
export { Modal, notification } from 'antd';

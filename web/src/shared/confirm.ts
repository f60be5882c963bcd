/**
 * Confirm-then-write, the one way: a confirmation dialog whose OK runs the write, toasts `success`, then runs `then`
 * (refresh, navigate); a failure shows the server's message, else `failure`. `useConfirmDelete` is the delete case
 * with the house texts ("Delete x", "Are you sure you want to delete …?", a danger "Delete" button).
 */
import { useCallback, type ReactNode } from 'react';
import { App } from 'antd';
import { notifySuccess, showError } from './notify';

export interface ConfirmSpec {
  title: string;
  content: ReactNode;
  okText: string;
  cancelText?: string;
  /** Red OK button (deleting, rejecting). */
  danger?: boolean;
  run: () => Promise<unknown>;
  success: string;
  failure: string;
  then?: () => void;
}

export function useConfirm(): (spec: ConfirmSpec) => void {
  const { modal } = App.useApp();
  return useCallback(
    (spec: ConfirmSpec) => {
      modal.confirm({
        title: spec.title,
        content: spec.content,
        okText: spec.okText,
        cancelText: spec.cancelText,
        okButtonProps: { danger: Boolean(spec.danger) },
        onOk: async () => {
          try {
            await spec.run();
            notifySuccess(spec.success);
            spec.then?.();
          } catch (e) {
            showError(e, spec.failure);
          }
        },
      });
    },
    [modal],
  );
}

export interface DeleteSpec extends Pick<ConfirmSpec, 'run' | 'success' | 'failure' | 'then'> {
  /** The dialog title, e.g. "Delete asset". */
  title: string;
  /** What is deleted, as the question names it: "Are you sure you want to delete {what}?". */
  what: string;
}

export function useConfirmDelete(): (spec: DeleteSpec) => void {
  const confirm = useConfirm();
  return useCallback(
    ({ what, ...spec }: DeleteSpec) => confirm({ ...spec, content: `Are you sure you want to delete ${what}?`, okText: 'Delete', danger: true }),
    [confirm],
  );
}

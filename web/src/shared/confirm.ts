/**
 * Confirm-then-write, the one way: a confirmation dialog whose OK runs the write, toasts `success`, then runs `then`
 * (refresh, navigate); a failure shows the server's message, else `failure`. `useConfirmDelete` is the delete case
 * with the house texts ("Delete x", "Are you sure you want to delete …?", a danger "Delete" button); `confirmedSave` is
 * a form's save behind a question.
 */
import { useCallback, type ReactNode } from 'react';
import type { Modal, ModalFuncProps } from 'antd';
import { notifySuccess, showError } from './notify';

type Dialogs = Pick<ReturnType<typeof Modal.useModal>[0], 'confirm'>;
let dialogs: Dialogs | null = null;

/** Called by FeedbackHost with `Modal.useModal()`'s instance so dialogs follow the theme. */
export function setModalApi(instance: Dialogs | null): void {
  dialogs = instance;
}

/** antd's confirmation dialog: the themed one of FeedbackHost, or antd's static one before it mounts (or in plain tests). */
export function confirmDialog(config: ModalFuncProps): void {
  if (dialogs) {
    dialogs.confirm(config);
    return;
  }
  void import('./deferred/feedback').then(({ Modal: StaticModal }) => (dialogs ?? StaticModal).confirm(config));
}

/**
 * A form's save behind a question (PageForm's `save`): the dialog's OK runs `write` (its button spins meanwhile) and
 * resolves with the answer; Cancel resolves null (the form then shows no toast); a failed write rejects, so the form
 * shows the error as it does any other.
 */
export function confirmedSave<T>(config: Omit<ModalFuncProps, 'onOk' | 'onCancel'>, write: () => Promise<T>): Promise<T | null> {
  return new Promise((resolve, reject) => confirmDialog({ ...config, onOk: () => write().then(resolve, reject), onCancel: () => resolve(null) }));
}

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
  return useCallback((spec: ConfirmSpec) => {
    confirmDialog({
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
  }, []);
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

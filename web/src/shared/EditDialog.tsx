/**
 * THE modal form of the app (add, rename, edit): one antd Form in a Modal, "Save" disabled while invalid (SPEC §5),
 * the success toast, the server's field errors placed on the form (else `failure` as a toast), closed on success.
 * Pages give the title, the fields and the write; they no longer repeat the form/modal/toast wiring.
 *
 *   <EditDialog title="Add asset" success="Asset created" failure="An error has occured while creating!"
 *     save={(v) => create({ variables: { input: v } })} onClose={close}>…Form.Items…</EditDialog>
 */
import { useState, type ReactNode } from 'react';
import { Form, Modal, type FormProps } from 'antd';
import { notifySuccess, showError } from './notify';
import { useSubmittable } from './useSubmittable';

export interface EditDialogProps<Values> {
  title: ReactNode;
  /** The write; a rejection keeps the dialog open and shows the error. */
  save: (values: Values) => Promise<unknown>;
  /** Toast after a successful save. */
  success: string;
  /** Toast when the server gave no usable message. */
  failure: string;
  /** `saved` says whether to refresh what the dialog changed. */
  onClose: (saved: boolean) => void;
  initialValues?: FormProps<Values>['initialValues'];
  okText?: string;
  width?: number;
  /** The Form.Items (a field that watches another uses `Form.useWatch(name)` inside the form). */
  children: ReactNode;
}

export function EditDialog<Values>(props: EditDialogProps<Values>) {
  const { title, save, success, failure, onClose, okText = 'Save', width = 500 } = props;
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await save(values);
      notifySuccess(success);
      onClose(true);
    } catch (e) {
      showError(e, failure, form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      onCancel={() => onClose(false)}
      okText={okText}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !submittable, loading: saving }}
      width={width}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} initialValues={props.initialValues} requiredMark>
        {props.children}
      </Form>
    </Modal>
  );
}

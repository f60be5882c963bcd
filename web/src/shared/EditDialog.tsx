/**
 * THE modal form of the app (add, rename, edit, onboard): one antd Form in a Modal, "Save" disabled while invalid
 * (SPEC §5), the success toast, the server's field errors placed on the form (else `failure` as a toast), closed on
 * success. It saves the way PageForm does (./useFormSave); pages give the title, the fields and the write.
 *
 *   <EditDialog title="Add asset" success="Asset created" failure="An error has occured while creating!"
 *     save={(v) => create({ variables: { input: v } })} onClose={close}>…Form.Items…</EditDialog>
 */
import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useFormSave, type FormSaveProps } from './useFormSave';

export interface EditDialogProps<Values, Result> extends Omit<FormSaveProps<Values, Result>, 'onSaved'> {
  title: ReactNode;
  /** `saved` says whether to refresh what the dialog changed. */
  onClose: (saved: boolean) => void;
  /** The page's own instance, when it reads fields itself (`Form.useForm<Values>()`). */
  form?: FormInstance<Values>;
  /** For a dialog the page keeps mounted (default: open while rendered). */
  open?: boolean;
  /** Holds the save back even when the fields are valid (what the dialog says above them is missing first). */
  blocked?: boolean;
  initialValues?: FormProps<Values>['initialValues'];
  okText?: string;
  width?: number;
  /** The Form.Items (a field that watches another uses `Form.useWatch(name)` inside the form). */
  children: ReactNode;
}

export function EditDialog<Values, Result = unknown>(props: EditDialogProps<Values, Result>) {
  const { title, onClose, okText = 'Save', width = 500, open = true } = props;
  const [form] = Form.useForm<Values>(props.form);
  const { submittable, saving, onFinish } = useFormSave(form, { ...props, onSaved: () => onClose(true) });

  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => onClose(false)}
      okText={okText}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !submittable || props.blocked, loading: saving }}
      width={width}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} initialValues={props.initialValues} requiredMark>
        {props.children}
      </Form>
    </Modal>
  );
}

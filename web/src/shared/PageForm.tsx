/**
 * THE on-page form of the app (the modal one is ./EditDialog): one antd Form, its submit button disabled while invalid
 * (SPEC §5), the success toast, the server's field errors placed on the form (else `failure` as a toast). Pages give
 * the fields, the write and what follows a save; they no longer repeat the form/toast/error wiring.
 *
 *   <PageForm<Values> save={(v) => create({ variables: { input: v } })} success="Kudos sent"
 *     failure="An error has occured while creating!" reset submitText="Give kudos">…Form.Items…</PageForm>
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Form, type FormInstance, type FormProps } from 'antd';
import { notifySuccess, showError } from './notify';
import { useSubmittable } from './useSubmittable';

export interface PageFormProps<Values, Result> {
  /** The page's own instance, when it reads or sets fields itself (`Form.useForm<Values>()`). */
  form?: FormInstance<Values>;
  /** The write; a rejection keeps the values and shows the error. */
  save: (values: Values) => Promise<Result>;
  /** Toast after a successful save (from the write's answer when a function; null: none). */
  success: string | ((result: Result) => string | null);
  /** Toast when the server gave no usable message. */
  failure: string;
  /** After the success toast (and the reset): navigate, refresh, clear some fields. */
  onSaved?: (result: Result) => void | Promise<unknown>;
  /** An error the page words itself (true: handled; else the usual placement and `failure`). */
  onError?: (error: unknown, form: FormInstance<Values>) => boolean;
  /** Empties the form after a successful save. */
  reset?: boolean;
  submitText: ReactNode;
  /** Keeps the submit button enabled while the form is invalid (antd then shows the errors on submit). */
  alwaysSubmittable?: boolean;
  /** A plain (not primary) submit button. */
  plainSubmit?: boolean;
  /** Places the submit button among others (`(submit) => <Flex>{cancel}{submit}</Flex>`); else it follows the fields. */
  footer?: (submit: ReactNode) => ReactNode;
  layout?: FormProps['layout'];
  initialValues?: FormProps<Values>['initialValues'];
  onValuesChange?: FormProps<Values>['onValuesChange'];
  requiredMark?: boolean;
  name?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  children: ReactNode;
}

export function PageForm<Values, Result = unknown>(props: PageFormProps<Values, Result>) {
  const { save, success, failure, onSaved, reset, layout = 'vertical', requiredMark = true } = props;
  const [form] = Form.useForm<Values>(props.form);
  const submittable = useSubmittable(form);
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      const result = await save(values);
      const text = typeof success === 'function' ? success(result) : success;
      if (text) notifySuccess(text);
      if (reset) form.resetFields();
      await onSaved?.(result);
    } catch (error) {
      if (!props.onError?.(error, form)) showError(error, failure, form);
    } finally {
      setSaving(false);
    }
  };

  const submit = (
    <Button type={props.plainSubmit ? 'default' : 'primary'} htmlType="submit" loading={saving} disabled={!props.alwaysSubmittable && !submittable}>
      {props.submitText}
    </Button>
  );
  return (
    <Form<Values>
      form={form}
      name={props.name}
      layout={layout}
      onFinish={onFinish}
      initialValues={props.initialValues}
      onValuesChange={props.onValuesChange}
      requiredMark={requiredMark}
      style={props.style}
      aria-label={props['aria-label']}
    >
      {props.children}
      {props.footer ? props.footer(submit) : submit}
    </Form>
  );
}

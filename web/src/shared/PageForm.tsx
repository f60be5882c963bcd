/**
 * THE on-page form of the app (the modal one is ./EditDialog; both save through ./useFormSave): one antd Form, its submit button disabled while invalid
 * (SPEC §5), the success toast, the server's field errors placed on the form (else `failure` as a toast). Pages give
 * the fields, the write and what follows a save; they no longer repeat the form/toast/error wiring.
 *
 *   <PageForm<Values> save={(v) => create({ variables: { input: v } })} success="Kudos sent"
 *     failure="An error has occured while creating!" reset submitText="Give kudos">…Form.Items…</PageForm>
 */
import type { CSSProperties, ReactNode } from 'react';
import { Button, Form, type ButtonProps, type FormInstance, type FormProps } from 'antd';
import { useFormSave, type FormSaveProps } from './useFormSave';

export interface PageFormProps<Values, Result> extends FormSaveProps<Values, Result> {
  /** The page's own instance, when it reads or sets fields itself (`Form.useForm<Values>()`). */
  form?: FormInstance<Values>;
  submitText: ReactNode;
  /** A small submit button (a form inside a table cell). */
  submitSize?: ButtonProps['size'];
  /** Fields and submit read-only (a record that can no longer change). */
  disabled?: boolean;
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
  const { layout = 'vertical', requiredMark = true } = props;
  const [form] = Form.useForm<Values>(props.form);
  const { submittable, saving, onFinish } = useFormSave(form, props);

  // No colour transition: the button flips from disabled to enabled as loaded values validate, never half-way (axe).
  const submit = (
    <Button
      type={props.plainSubmit ? 'default' : 'primary'}
      htmlType="submit"
      size={props.submitSize}
      loading={saving}
      disabled={props.disabled || (!props.alwaysSubmittable && !submittable)}
      style={{ transition: 'none' }}
    >
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
      disabled={props.disabled}
      style={props.style}
      aria-label={props['aria-label']}
    >
      {props.children}
      {props.footer ? props.footer(submit) : submit}
    </Form>
  );
}

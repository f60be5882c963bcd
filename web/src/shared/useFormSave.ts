/**
 * The save of the app's forms (PageForm on a page, EditDialog in a modal): the write, the success toast, the server's
 * field errors placed on the form (else `failure` as a toast), nothing the user typed changed by a failure, and
 * "submit disabled while invalid" (SPEC §5) with the spinner while saving.
 */
import { useState } from 'react';
import type { FormInstance } from 'antd';
import { notifySuccess, showError } from './notify';
import { useSubmittable } from './useSubmittable';

export interface FormSaveProps<Values, Result> {
  /** The write; a rejection keeps the values and shows the error. */
  save: (values: Values) => Promise<Result>;
  /** Toast after a successful save (from the write's answer when a function; null: none, e.g. a declined question). */
  success: string | ((result: Result) => string | null);
  /** Toast when the server gave no usable message. */
  failure: string;
  /** An error the form words itself (true: handled; else the usual placement and `failure`). */
  onError?: (error: unknown, form: FormInstance<Values>) => boolean;
  /** Empties the form after a successful save. */
  reset?: boolean;
  /** After the success toast (and the reset): navigate, refresh, close. */
  onSaved?: (result: Result) => void | Promise<unknown>;
}

export function useFormSave<Values, Result>(form: FormInstance<Values>, props: FormSaveProps<Values, Result>) {
  const submittable = useSubmittable(form);
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: Values) => {
    const { save, success, failure, reset, onSaved } = props;
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
  return { submittable, saving, onFinish };
}

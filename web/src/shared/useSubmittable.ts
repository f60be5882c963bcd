/**
 * "Submit disabled while invalid" (SPEC §5) for antd forms: re-validates silently on every change.
 *   const submittable = useSubmittable(form);  <Button htmlType="submit" disabled={!submittable}>
 */
import { useEffect, useState } from 'react';
import { Form, type FormInstance } from 'antd';

export function useSubmittable(form: FormInstance): boolean {
  const [ok, setOk] = useState(false);
  const values = Form.useWatch([], form);
  useEffect(() => {
    let live = true;
    form
      .validateFields({ validateOnly: true })
      .then(() => live && setOk(true))
      // A later field validation marks this run "outOfDate"; it still lists every field in error, so none = valid.
      .catch((e: { errorFields?: unknown[] }) => live && setOk(Array.isArray(e?.errorFields) && e.errorFields.length === 0));
    return () => {
      live = false;
    };
  }, [form, values]);
  return ok;
}

/** The permissions page's grant form: a manager and a permission. Its own module, loaded after the page's first paint. */
import { Form } from 'antd';
import { Select } from '../../shared/deferred';
import { PersonFilter as PersonPicker } from '../../shared/PersonFilter';
import { useGrantManagerPermissionMutation } from './permissions.generated';
import type { ManagerPermissionName } from '../../generated/graphql';
import { rules } from '../../shared/formRules';
import { PageForm } from '../../shared/PageForm';
import { PERMISSION_HELP, PERMISSION_LABELS, PERMISSIONS } from './labels';

export function GrantPermissionForm({ onGranted }: { onGranted(): void }) {
  const [grant] = useGrantManagerPermissionMutation();
  return (
    <PageForm<{ employeeId: string; permission: ManagerPermissionName }>
      save={(values) => grant({ variables: values })}
      success="Permission granted"
      failure="An error has occured while creating!"
      reset
      onSaved={onGranted}
      submitText="Grant"
      layout="inline"
      style={{ rowGap: 12 }}
    >
      <Form.Item name="employeeId" label="Manager" rules={[rules.requiredSelect('Manager')]}>
        <PersonPicker purpose="MANAGERS" style={{ width: 260 }} placeholder="Choose a manager" aria-label="Manager" />
      </Form.Item>
      <Form.Item name="permission" label="Permission" rules={[rules.requiredSelect('Permission')]}>
        <Select
          style={{ width: 240 }}
          aria-label="Permission"
          placeholder="Choose a permission"
          options={PERMISSIONS.map((p) => ({ value: p, label: PERMISSION_LABELS[p], title: PERMISSION_HELP[p] }))}
        />
      </Form.Item>
    </PageForm>
  );
}

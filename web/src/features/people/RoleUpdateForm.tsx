/** The role update of `/main/employees/:id` (CEO, HR): role type, title and whether they manage others. */
import { Checkbox, Form } from 'antd';
import { Select } from '../../shared/deferred';
import { useUpdateEmployeeRoleMutation } from './people.generated';
import { rules } from '../../shared/formRules';
import { PageForm } from '../../shared/PageForm';
import { ROLE_TYPES, usePeopleOptions } from './lookups';

interface Values {
  role: number;
  roleTitle: string;
  canManage: boolean;
}

export function RoleUpdateForm({ employee }: { employee: { id: string; role: number | null; roleTitle: string | null; canManage: boolean | null } }) {
  const options = usePeopleOptions();
  const [update] = useUpdateEmployeeRoleMutation();

  return (
    <PageForm<Values>
      save={(v) => update({ variables: { id: employee.id, role: v.role, roleTitle: v.roleTitle, canManage: Boolean(v.canManage) } })}
      success="Role updated"
      failure="Failed to update role"
      submitText="Update role"
      initialValues={{ role: employee.role ?? 0, roleTitle: employee.roleTitle ?? undefined, canManage: Boolean(employee.canManage) }}
    >
      <Form.Item name="roleTitle" label="Role title" rules={[rules.requiredSelect('Role title')]}>
        <Select options={options.roles} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="role" label="Role type" rules={[rules.requiredSelect('Role type')]}>
        <Select options={ROLE_TYPES} />
      </Form.Item>
      <Form.Item name="canManage" valuePropName="checked">
        <Checkbox>Manages other employees</Checkbox>
      </Form.Item>
    </PageForm>
  );
}

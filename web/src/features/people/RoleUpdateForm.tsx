/** The role update of `/main/employees/:id` (CEO, HR): role type, title and whether they manage others. */
import { Button, Checkbox, Form } from 'antd';
import { Select } from '../../shared/deferred';
import { useUpdateEmployeeRoleMutation } from './people.generated';
import { rules } from '../../shared/formRules';
import { notifySuccess, showError } from '../../shared/notify';
import { useSubmittable } from '../../shared/useSubmittable';
import { ROLE_TYPES, usePeopleOptions } from './lookups';

interface Values {
  role: number;
  roleTitle: string;
  canManage: boolean;
}

export function RoleUpdateForm({ employee }: { employee: { id: string; role: number | null; roleTitle: string | null; canManage: boolean | null } }) {
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const options = usePeopleOptions();
  const [update, { loading }] = useUpdateEmployeeRoleMutation();

  const onFinish = async (v: Values) => {
    try {
      await update({ variables: { id: employee.id, role: v.role, roleTitle: v.roleTitle, canManage: Boolean(v.canManage) } });
      notifySuccess('Role updated');
    } catch (error) {
      showError(error, 'Failed to update role', form);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark
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
      <Button type="primary" htmlType="submit" loading={loading} disabled={!submittable}>
        Update role
      </Button>
    </Form>
  );
}

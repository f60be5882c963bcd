/** The action policy form, for adding (`/main/actions/new`) and editing (Action Types page). */
import { Form, Input } from 'antd';
import { Select } from '../../shared/deferred';
import { useCreateActionPolicyMutation, useUpdateActionPolicyMutation, type ActionPolicyFieldsFragment } from './actions.generated';
import { rules } from '../../shared/formRules';
import { PageForm } from '../../shared/PageForm';
import { ACTION_TYPE_OPTIONS } from './labels';
import { MoneyInput, NumberInput } from '../../shared/NumberInput';

interface Values {
  actionId: string;
  actionName: string;
  actionType: number;
  deduction: number;
}

export function PolicyForm({ policy, onSaved }: { policy?: ActionPolicyFieldsFragment; onSaved(saved: ActionPolicyFieldsFragment): void }) {
  const [form] = Form.useForm<Values>();
  const [create] = useCreateActionPolicyMutation();
  const [update] = useUpdateActionPolicyMutation();
  const type = Form.useWatch('actionType', form);

  const save = async (values: Values) => {
    const input = {
      actionId: values.actionId.trim(),
      actionName: values.actionName.trim(),
      actionType: values.actionType,
      deduction: Number(values.deduction),
    };
    return policy
      ? (await update({ variables: { id: policy.id, input } })).data?.updateActionPolicy
      : (await create({ variables: { input } })).data?.createActionPolicy;
  };

  return (
    <PageForm<Values, ActionPolicyFieldsFragment | undefined>
      form={form}
      save={save}
      success={policy ? 'Action policy updated' : 'Action policy created'}
      failure={policy ? 'Failed to update the action policy' : 'Failed to create the action policy'}
      onSaved={(saved) => saved && onSaved(saved)}
      submitText="Save"
      initialValues={policy}
    >
      <Form.Item name="actionId" label="Action ID" rules={[rules.required('Action ID'), rules.maxLength('Action ID', 30)]}>
        <Input placeholder="e.g. ATT-03" />
      </Form.Item>
      <Form.Item name="actionName" label="Action name" rules={[rules.required('Action name'), rules.maxLength('Action name', 100)]}>
        <Input />
      </Form.Item>
      <Form.Item name="actionType" label="Action type" rules={[rules.requiredSelect('Action type')]}>
        <Select options={ACTION_TYPE_OPTIONS} placeholder="Select a type" />
      </Form.Item>
      <Form.Item
        name="deduction"
        label={type === 2 ? 'Deduction (days)' : type === 3 ? 'Deduction (%)' : 'Deduction (amount)'}
        dependencies={['actionType']}
        rules={[rules.requiredSelect('Deduction'), rules.numeric(), ...(type === 3 ? [rules.lessThanOrEqual('Deduction', 100)] : [])]}
      >
        {type === 1 ? <MoneyInput /> : <NumberInput />}
      </Form.Item>
    </PageForm>
  );
}

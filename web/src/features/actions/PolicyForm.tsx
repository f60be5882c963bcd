/** The action policy form, for adding (`/main/actions/new`) and editing (Action Types page). */
import { Button, Form, Input } from 'antd';
import { Select } from '../../shared/deferred';
import {
  useCreateActionPolicyMutation,
  useUpdateActionPolicyMutation,
  type ActionPolicyFieldsFragment,
} from './actions.generated';
import { rules } from '../../shared/formRules';
import { notifySuccess, showError } from '../../shared/notify';
import { useSubmittable } from '../../shared/useSubmittable';
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
  const submittable = useSubmittable(form);
  const [create, creating] = useCreateActionPolicyMutation();
  const [update, updating] = useUpdateActionPolicyMutation();
  const type = Form.useWatch('actionType', form);

  const onFinish = async (values: Values) => {
    const input = { actionId: values.actionId.trim(), actionName: values.actionName.trim(), actionType: values.actionType, deduction: Number(values.deduction) };
    try {
      const saved = policy
        ? (await update({ variables: { id: policy.id, input } })).data?.updateActionPolicy
        : (await create({ variables: { input } })).data?.createActionPolicy;
      notifySuccess(policy ? 'Action policy updated' : 'Action policy created');
      if (saved) onSaved(saved);
    } catch (e) {
      showError(e, policy ? 'Failed to update the action policy' : 'Failed to create the action policy', form);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} initialValues={policy} requiredMark>
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
      <Button type="primary" htmlType="submit" disabled={!submittable} loading={creating.loading || updating.loading}>
        Save
      </Button>
    </Form>
  );
}

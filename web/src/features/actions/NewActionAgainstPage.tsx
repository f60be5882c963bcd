/**
 * `/main/newActionAgainst` (CEO, head, TL, auditor): pick an employee the caller may file against, a policy, a date
 * and details; the policy's deduction is shown and can be overridden (type + amount). A failure reads
 * "Validation failed: " followed by the server's answer. Bulk filing from a CSV sits below the form. Filing the same
 * action again (employee, policy, date) asks to confirm first (duplicates.ts).
 */
import { useState } from 'react';
import { Alert, Card, Checkbox, Flex, Form, Input } from 'antd';
import { DatePicker, Select } from '../../shared/deferred';
import { confirmedSave } from '../../shared/confirm';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { useActionPoliciesQuery, useCreateActionTakenMutation, type DeductionType } from './actions.generated';
import { errorMessage } from '../../shared/errors';
import { rules } from '../../shared/formRules';
import { toIsoDate } from '../../shared/format';
import { notifyError } from '../../shared/notify';
import { PageForm } from '../../shared/PageForm';
import { DEDUCTION_TYPE_OPTIONS, formatDeduction } from './labels';
import { ImportActionsCard } from './ImportActionsCard';
import { duplicateWarning, findSameAction } from './duplicates';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { PersonPicker, type PersonOption } from '../../shared/PersonPicker';
import { NumberInput } from '../../shared/NumberInput';
import { PageTitle } from '../../shared/PageTitle';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import { href } from '../../shared/paths';

interface Values {
  employeeId: string;
  actionpolicyId: string;
  date: Dayjs;
  details?: string;
  overrideDeduction?: boolean;
  deductionType?: DeductionType;
  deduction?: number;
}

export const VALIDATION_FAILED = 'Validation failed: ';

export default function NewActionAgainstPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  // The employee picked (their RES_ID and name word the duplicate check).
  const [employee, setEmployee] = useState<PersonOption | null>(null);
  const policies = useActionPoliciesQuery({ variables: { limit: -1 }, fetchPolicy: 'cache-and-network' });
  const [create] = useCreateActionTakenMutation();
  const client = useApolloClient();
  const policyId = Form.useWatch('actionpolicyId', form);
  const override = Form.useWatch('overrideDeduction', form);
  const policy = policies.data?.actionPolicies.items.find((p) => p.id === policyId);

  useFailureToast(policies.error, 'load action policies');

  /** Files the action (its new id), after confirming when the same one (employee, policy, date) is on record; null when declined. */
  const save = async (v: Values) => {
    const filing = { employeeId: v.employeeId, actionpolicyId: v.actionpolicyId, date: toIsoDate(v.date)! };
    const same = await findSameAction(client, filing, employee?.resId);
    const file = async () => {
      const { data } = await create({
        variables: {
          input: {
            ...filing,
            details: v.details?.trim() || null,
            overrideDeduction: Boolean(v.overrideDeduction),
            deductionType: v.overrideDeduction ? v.deductionType : null,
            deduction: v.overrideDeduction ? Number(v.deduction) : null,
          },
        },
      });
      return data?.createActionTaken.id ?? '';
    };
    if (!same) return file();
    return confirmedSave({ title: 'Possible duplicate', content: duplicateWarning(employee?.name ?? 'This employee', same), okText: 'File anyway' }, file);
  };

  /** The page's wording of any refusal: "Validation failed: " and the server's answer. */
  const refused = (error: unknown) => {
    const message = errorMessage(error);
    if (message) notifyError(`${VALIDATION_FAILED}${message}`);
    return Boolean(message);
  };

  return (
    <Flex vertical gap={24} style={{ maxWidth: 640 }}>
      <Card title={<PageTitle>New Action Against</PageTitle>}>
        <PageForm<Values, string | null>
          form={form}
          save={save}
          success={(id) => (id === null ? null : 'Action created')}
          failure={`${VALIDATION_FAILED}the server did not answer`}
          onError={refused}
          onSaved={(id) => {
            if (id !== null) navigate(href('manageActions/:id', { id }));
          }}
          submitText="Submit"
          initialValues={{ overrideDeduction: false }}
        >
          <Form.Item name="employeeId" label="Employee" rules={[rules.requiredSelect('Employee')]}>
            <PersonPicker purpose="ACTION_TARGETS" onPicked={setEmployee} />
          </Form.Item>
          <Form.Item name="actionpolicyId" label="Action" rules={[rules.requiredSelect('Action')]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={policies.loading}
              placeholder="Select an action policy"
              notFoundContent={emptyText('action policies')}
              options={(policies.data?.actionPolicies.items ?? []).map((p) => ({ value: p.id, label: `${p.actionId} — ${p.actionName}` }))}
            />
          </Form.Item>
          {policy && (
            <Alert
              style={{ marginBottom: 16 }}
              type={override ? 'warning' : 'info'}
              showIcon
              message={`Policy deduction: ${formatDeduction(policy.actionType, policy.deduction)} (${policy.actionTypeName})`}
              description={override ? 'The deduction below replaces the policy deduction.' : undefined}
            />
          )}
          <Form.Item name="date" label="Date" rules={[rules.requiredSelect('Date')]}>
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="details" label="Details" rules={[rules.maxLength('Details', FIELD_LIMITS['POST /action_againsts'].details.max)]}>
            <Input.TextArea rows={4} placeholder="What happened" />
          </Form.Item>
          <Form.Item name="overrideDeduction" valuePropName="checked">
            <Checkbox>Override the policy deduction</Checkbox>
          </Form.Item>
          {override && (
            <Flex gap={16}>
              <Form.Item name="deductionType" label="Deduction type" rules={[rules.requiredSelect('Deduction type')]} style={{ flex: 1 }}>
                <Select options={DEDUCTION_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }))} placeholder="Select a type" />
              </Form.Item>
              <Form.Item name="deduction" label="Deduction" rules={[rules.requiredSelect('Deduction'), rules.numeric()]} style={{ flex: 1 }}>
                <NumberInput />
              </Form.Item>
            </Flex>
          )}
        </PageForm>
      </Card>
      <ImportActionsCard />
    </Flex>
  );
}

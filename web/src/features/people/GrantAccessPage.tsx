/**
 * `/main/grantAccess` (admin: CEO or head of HR): pick an existing employee and let them sign in. The employee gets
 * an e-mailed invitation to set a password ("Invitation sent"); on a SPEC §7-only server, a temporary password is
 * shown once, here, and the employee changes it on My Profile. An employee not in the database yet gets
 * SPEC §8's "Employee not found in database, please add him first".
 */
import { useState } from 'react';
import { Alert, Card, Flex, Form, Input } from 'antd';
import { deferredPart } from '../../shared/deferred';
import { PersonPicker } from '../../shared/PersonPicker';
import { useGiveAccessMutation, type GiveAccessMutation } from './people.generated';
import { rules } from '../../shared/formRules';
import { PageForm } from '../../shared/PageForm';
import { PageTitle } from '../../shared/PageTitle';

// Typography's copy extra is shown after a grant only (and only without invitations): it loads after the first paint.
const TemporaryPassword = deferredPart(() => import('./TemporaryPassword'), 'TemporaryPassword');

interface Values {
  employeeId?: string;
  email?: string;
}

export default function GrantAccessPage() {
  const [form] = Form.useForm<Values>();
  const [give] = useGiveAccessMutation();
  const [grant, setGrant] = useState<GiveAccessMutation['giveAccess'] | null>(null);

  const save = (v: Values) => give({ variables: { employeeId: v.employeeId ?? null, email: v.email?.trim() || null } });
  const onSaved = ({ data: answer }: Awaited<ReturnType<typeof save>>) => {
    if (!answer) return;
    setGrant(answer.giveAccess);
    form.resetFields();
  };

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Card title={<PageTitle>Grant access</PageTitle>}>
        <PageForm<Values, Awaited<ReturnType<typeof save>>>
          form={form}
          save={save}
          success={({ data: answer }) => answer?.giveAccess.message ?? null}
          failure="Failed to grant access"
          onSaved={onSaved}
          submitText="Grant access"
        >
          <Form.Item
            name="employeeId"
            label="Employee"
            dependencies={['email']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, v) => (v || getFieldValue('email')?.trim() ? Promise.resolve() : Promise.reject(new Error('Employee is required'))),
              }),
            ]}
          >
            <PersonPicker purpose="EMPLOYEES" allowClear placeholder="Search by name, RES ID or e-mail" />
          </Form.Item>
          <Form.Item name="email" label="…or the employee's e-mail" rules={[rules.email()]}>
            <Input inputMode="email" />
          </Form.Item>
        </PageForm>
      </Card>
      {grant?.invitationSent && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setGrant(null) }}
          title="Invitation sent"
          description={`${grant.email} gets a link to set a password (valid for 72 hours).`}
        />
      )}
      {grant && !grant.invitationSent && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setGrant(null) }}
          title={`${grant.email} can now sign in`}
          description={
            <>
              Temporary password (shown only now): <TemporaryPassword password={grant.temporaryPassword} />
              <br />
              Ask the employee to change it on My Profile after signing in.
            </>
          }
        />
      )}
    </Flex>
  );
}

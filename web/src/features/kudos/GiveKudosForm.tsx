/** Give kudos to a colleague with a message (SPEC §5 rules: both required, message at most 500 characters). */
import { Form, Input } from 'antd';
import { PersonPicker } from '../../shared/PersonPicker';
import { useGiveKudosMutation } from './kudos.generated';
import { rules } from '../../shared/formRules';
import { PageForm } from '../../shared/PageForm';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

export const MESSAGE_MAX = FIELD_LIMITS['POST /kudos'].message.max;

interface Values {
  receiverId: string;
  message: string;
}

export function GiveKudosForm({ receiverId, onGiven }: { receiverId?: string; onGiven?: () => void }) {
  const [give] = useGiveKudosMutation();

  return (
    <PageForm<Values>
      save={(values) => give({ variables: { receiverId: receiverId ?? values.receiverId, message: values.message.trim() } })}
      success="Kudos sent"
      failure="An error has occured while creating!"
      reset
      onSaved={() => onGiven?.()}
      submitText="Give kudos"
      style={{ maxWidth: 560 }}
      initialValues={receiverId ? { receiverId } : undefined}
    >
      {!receiverId && (
        <Form.Item name="receiverId" label="Colleague" rules={[rules.requiredSelect('Colleague')]}>
          <PersonPicker purpose="COLLEAGUES" placeholder="Who deserves kudos?" aria-label="Colleague" />
        </Form.Item>
      )}
      <Form.Item name="message" label="Message" rules={[rules.required('Message'), rules.maxLength('Message', MESSAGE_MAX)]}>
        <Input.TextArea rows={3} placeholder="Thanks for ..." />
      </Form.Item>
    </PageForm>
  );
}

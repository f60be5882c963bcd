/**
 * The add and edit dialog of `/main/helpdesk-links` (HelpdeskLinksPage): a name and an http(s) link. A module of its
 * own, loaded after the page (shared/deferred `deferredPart`).
 */
import { Form, Input } from 'antd';
import { useCreateHelpdeskLinkMutation, useUpdateHelpdeskLinkMutation, type HelpdeskLinkRowFragment } from './helpdesk.generated';
import { rules } from '../../shared/formRules';
import { EditDialog } from '../../shared/EditDialog';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

export const HELPDESK_NAME_MAX = FIELD_LIMITS['POST /helpdesk_links'].name.max;
export const HELPDESK_LINK_MAX = FIELD_LIMITS['POST /helpdesk_links'].link.max;

interface Values {
  name: string;
  link: string;
}

export function HelpdeskLinkModal({ link, onClose }: { link: HelpdeskLinkRowFragment | null; onClose(saved: boolean): void }) {
  const [create] = useCreateHelpdeskLinkMutation();
  const [update] = useUpdateHelpdeskLinkMutation();
  const save = (values: Values) => {
    const input = { name: values.name.trim(), link: values.link };
    return link ? update({ variables: { id: link.id, input } }) : create({ variables: { input } });
  };

  return (
    <EditDialog<Values>
      title={link ? `Edit ${link.name}` : 'Add help desk link'}
      save={save}
      success={link ? 'Help desk link updated' : 'Help desk link created'}
      failure={link ? 'An error has occured while updating!' : 'An error has occured while creating!'}
      onClose={onClose}
      initialValues={link ?? undefined}
    >
      <Form.Item name="name" label="Name" rules={[rules.required('Name'), rules.maxLength('Name', HELPDESK_NAME_MAX)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="link"
        label="Link"
        extra="A web address starting with https:// or http://"
        rules={[rules.required('Link'), rules.url(), rules.maxLength('Link', HELPDESK_LINK_MAX)]}
      >
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
    </EditDialog>
  );
}

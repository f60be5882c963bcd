/** A policy's edit dialog on ./ActionTypesPage (which loads this module after its first paint): ./PolicyForm in a modal. */
import { Modal } from 'antd';
import type { ActionPolicyFieldsFragment } from './actions.generated';
import { PolicyForm } from './PolicyForm';

export function PolicyEditDialog({ policy, onClose, onSaved }: { policy: ActionPolicyFieldsFragment | null; onClose: () => void; onSaved: () => void }) {
  return (
    <Modal open={Boolean(policy)} title={policy ? `Edit ${policy.actionName}` : ''} footer={null} onCancel={onClose} width={500} destroyOnHidden>
      {policy && <PolicyForm policy={policy} onSaved={onSaved} />}
    </Modal>
  );
}

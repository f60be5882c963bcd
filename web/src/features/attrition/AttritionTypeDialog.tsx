/**
 * Add or edit an attrition type (name, and whether it is the cancelled type) for ./AttritionTypesPage, which loads
 * this module when the dialog first opens.
 */
import { Checkbox, Form, Input } from 'antd';
import { AttritionTypesDocument, useCreateAttritionTypeMutation, useUpdateAttritionTypeMutation, type AttritionTypesQuery } from './attrition.generated';
import { rules } from '../../shared/formRules';
import { EditDialog } from '../../shared/EditDialog';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

export type AttritionTypeRow = AttritionTypesQuery['attritionTypes']['items'][number];
interface Values {
  name: string;
  cancels: boolean;
}

export function AttritionTypeDialog({ editing, onClose }: { editing: AttritionTypeRow | 'new'; onClose: () => void }) {
  const [create] = useCreateAttritionTypeMutation({ refetchQueries: [AttritionTypesDocument] });
  const [update] = useUpdateAttritionTypeMutation({ refetchQueries: [AttritionTypesDocument] });
  const adding = editing === 'new';

  const save = (v: Values) => {
    const input = { name: v.name.trim(), cancels: v.cancels };
    return editing === 'new' ? create({ variables: { input } }) : update({ variables: { id: editing.id, input } });
  };

  return (
    <EditDialog<Values>
      title={adding ? 'Add attrition type' : 'Edit attrition type'}
      save={save}
      success={adding ? 'Attrition type added' : 'Attrition type updated'}
      failure={adding ? 'Failed to add the attrition type' : 'Failed to update the attrition type'}
      onClose={onClose}
      initialValues={adding ? { name: '', cancels: false } : { name: editing.name, cancels: editing.cancels }}
      width={520}
    >
      <Form.Item name="name" label="Name" rules={[rules.required('Name'), rules.maxLength('Name', FIELD_LIMITS['POST /api/attrition_types'].name.max)]}>
        <Input aria-label="Name" />
      </Form.Item>
      <Form.Item name="cancels" valuePropName="checked">
        <Checkbox>This is the cancelled type (cancelling an attrition sets it)</Checkbox>
      </Form.Item>
    </EditDialog>
  );
}

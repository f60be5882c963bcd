/**
 * The named lookups' forms (NamedLookupPage): the add form above the list and the inline rename of a row. A module of
 * its own so antd's Form and Input come after the page's first paint (the page shows a box of the same shape meanwhile).
 * Names are trimmed before sending; blank names never leave the form.
 */
import { Button, Form, Input } from 'antd';
import { rules } from '../../shared/formRules';
import { PageForm } from '../../shared/PageForm';
import type { NamedLookupWrites, NamedRow } from './namedLookup';

export function AddNamedForm({ config, width, onAdded }: { config: NamedLookupWrites; width: number; onAdded: () => Promise<unknown> }) {
  return (
    <PageForm<{ name: string }>
      save={({ name }) => config.add(name.trim())}
      success={`${config.label} added`}
      failure={`Failed to add ${config.label.toLowerCase()}`}
      reset
      onSaved={onAdded}
      submitText="Add"
      layout="inline"
    >
      <Form.Item name="name" label={config.label} rules={[rules.required(config.label), rules.maxLength(config.label, 100)]}>
        <Input style={{ width }} />
      </Form.Item>
    </PageForm>
  );
}

export function RenameCell({ row, config, onDone }: { row: NamedRow; config: NamedLookupWrites; onDone: () => void }) {
  return (
    <PageForm<{ name: string }>
      save={({ name }) => config.rename(row.id, name.trim())}
      success={`${config.label} updated`}
      failure={`Failed to rename ${config.label.toLowerCase()}`}
      onSaved={onDone}
      submitText="Save"
      submitSize="small"
      footer={(submit) => (
        <>
          {submit}
          <Button size="small" onClick={onDone} style={{ marginLeft: 8 }}>
            Cancel
          </Button>
        </>
      )}
      layout="inline"
      initialValues={{ name: row.name }}
    >
      <Form.Item name="name" rules={[rules.required(config.label), rules.maxLength(config.label, 100)]}>
        <Input aria-label={`New ${config.label.toLowerCase()}`} autoFocus />
      </Form.Item>
    </PageForm>
  );
}

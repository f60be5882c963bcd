/**
 * The calendar form in a dialog, new or changing one (`calendar`): name, colour, shared or private, whose events (the
 * company, a team, a person) and which kinds. The teams list loads when the dialog opens.
 */
import { Checkbox, Form, Input, Radio, Switch } from 'antd';
import { EditDialog } from '../../shared/EditDialog';
import { Select } from '../../shared/deferred';
import { PersonPicker } from '../../shared/PersonPicker';
import type { CalendarEventKind, CalendarScope } from '../../generated/graphql';
import { useCalendarTeamsQuery, useCreateCalendarMutation, useUpdateCalendarMutation, type CalendarRowFragment } from './calendars.generated';
import { KIND_LABELS, KINDS } from '../../shared/calendarKinds';

interface Values {
  name: string;
  color: string;
  isPrivate: boolean;
  scope: CalendarScope;
  teamId?: string | null;
  personId?: string | null;
  kinds: CalendarEventKind[];
}

/** A few colours that read on white (the calendar's dot and events). */
const COLOURS = [
  { value: '#1677ff', label: 'Blue' },
  { value: '#389e0d', label: 'Green' },
  { value: '#c41d7f', label: 'Magenta' },
  { value: '#d46b08', label: 'Orange' },
  { value: '#531dab', label: 'Purple' },
];

const NEW: Partial<Values> = { color: COLOURS[0].value, isPrivate: false, scope: 'COMPANY', kinds: ['LEAVE', 'BIRTHDAY', 'ANNIVERSARY', 'HOLIDAY'] };

const valuesOf = (c: CalendarRowFragment): Values => ({
  ...{ name: c.name, color: c.color, isPrivate: c.isPrivate, scope: c.scope, kinds: c.kinds },
  ...{ teamId: c.teamId ?? null, personId: c.personId ?? null },
});

export function CalendarDialog({ calendar, onClose }: { calendar?: CalendarRowFragment; onClose: (saved: boolean) => void }) {
  const [create] = useCreateCalendarMutation();
  const [update] = useUpdateCalendarMutation();
  const teams = useCalendarTeamsQuery();
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form);

  return (
    <EditDialog<Values>
      form={form}
      title={calendar ? 'Edit calendar' : 'New calendar'}
      success={calendar ? 'Updated' : 'Created'}
      failure={calendar ? 'An error has occured while updating!' : 'An error has occured while creating!'}
      save={(v) => {
        const input = { ...v, teamId: v.teamId ?? null, personId: v.personId ?? null };
        return calendar ? update({ variables: { id: calendar.id, input } }) : create({ variables: { input } });
      }}
      onClose={onClose}
      initialValues={calendar ? valuesOf(calendar) : NEW}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is required' }, { max: 100 }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="color" label="Colour" rules={[{ required: true, message: 'Colour is required' }]}>
        <Select options={COLOURS} />
      </Form.Item>
      <Form.Item name="isPrivate" label="Private (only you and admins see it)" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="scope" label="Whose events" rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 'COMPANY', label: 'The company' },
            { value: 'TEAM', label: 'A team' },
            { value: 'PERSON', label: 'A person' },
          ]}
        />
      </Form.Item>
      {scope === 'TEAM' ? (
        <Form.Item name="teamId" label="Team" rules={[{ required: true, message: 'Choose the team' }]}>
          <Select
            loading={teams.loading}
            showSearch
            optionFilterProp="label"
            options={(teams.data?.teams.items ?? []).map((t) => ({ value: t.id, label: t.teamName }))}
          />
        </Form.Item>
      ) : null}
      {scope === 'PERSON' ? (
        <Form.Item name="personId" label="Person" rules={[{ required: true, message: 'Choose the person' }]}>
          <PersonPicker purpose="EMPLOYEES" current={calendar?.personId ? { id: calendar.personId, name: calendar.personName } : null} />
        </Form.Item>
      ) : null}
      <Form.Item name="kinds" label="Events" rules={[{ required: true, message: 'Kinds is required' }]}>
        <Checkbox.Group options={KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))} />
      </Form.Item>
    </EditDialog>
  );
}

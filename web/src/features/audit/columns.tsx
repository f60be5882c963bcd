/** The audit trail's columns, shared by the audit log page and the history card: when, who, what, the changes. */
import { Tag } from 'antd';
import type { PagedColumn } from '../../shared/PagedTable';
import type { AuditEntryRowFragment } from './audit.generated';
import { ENTITY_LABELS } from './entities';
import { formatDateTime } from '../../shared/format';

const ACTION_COLOURS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };

const show = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);
type Change = AuditEntryRowFragment['changes'][number];
const changeText = (c: Change) => `${c.field}: ${show(c.before)} → ${show(c.after)}`;
/** What changed to the eye: a new record's blank fields (empty text on both sides) say nothing. */
const shownChanges = (r: AuditEntryRowFragment) => r.changes.filter((c) => !(show(c.before) === '—' && show(c.after) === '—'));

export const auditColumns: PagedColumn<AuditEntryRowFragment, 'at'>[] = [
  { title: 'When', dataIndex: 'at', sortKey: 'at', render: formatDateTime, width: 170 },
  {
    title: 'Who',
    key: 'actor',
    dataIndex: 'actorName',
    csv: (r) => (r.system ? 'System' : [r.actorName, r.actorRole].filter(Boolean).join(', ')),
    render: (_: unknown, r) => (r.system ? 'System' : `${r.actorName ?? '—'}${r.actorRole ? ` (${r.actorRole})` : ''}`),
  },
  {
    title: 'Record',
    key: 'entity',
    dataIndex: 'entity',
    csv: (r) => `${ENTITY_LABELS[r.entity] ?? r.entity} ${r.entityId}`,
    render: (_: unknown, r) => `${ENTITY_LABELS[r.entity] ?? r.entity} #${r.entityId}`,
  },
  { title: 'Person', dataIndex: 'employeeName', render: show },
  { title: 'Action', dataIndex: 'action', render: (a: string) => <Tag color={ACTION_COLOURS[a]}>{a}</Tag> },
  {
    title: 'Changes',
    key: 'changes',
    phone: true,
    dataIndex: 'changes',
    csv: (r) => shownChanges(r).map(changeText).join('; '),
    render: (_: unknown, r) => (
      <ul style={{ margin: 0, paddingLeft: 16, overflowWrap: 'anywhere' }}>
        {shownChanges(r).map((c) => (
          <li key={c.field}>{changeText(c)}</li>
        ))}
      </ul>
    ),
  },
  { title: 'Request', dataIndex: 'requestId', render: show, width: 120, ellipsis: true },
];

/**
 * `/main/outbox` (admins): every e-mail the server sent or still holds — invitations and password resets. Without an
 * SMTP server nothing leaves and messages are "kept": this page is where their links can be read.
 */
import { Card, Tag } from 'antd';
import { MailOutboxDocument, type MailOutboxQuery, type OutboxMailSortKey } from './mail.generated';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { formatDateTime } from '../../shared/format';

type Row = MailOutboxQuery['mailOutbox']['items'][number];

const STATUS_COLOURS: Record<string, string> = { sent: 'green', queued: 'orange', kept: 'blue' };

const columns: PagedColumn<Row, OutboxMailSortKey>[] = [
  { title: 'Queued', dataIndex: 'createdAt', sortKey: 'createdAt', render: formatDateTime },
  { title: 'To', dataIndex: 'toAddress', sortKey: 'toAddress' },
  { title: 'Subject', dataIndex: 'subject' },
  { title: 'Status', dataIndex: 'status', sortKey: 'status', render: (s: string) => <Tag color={STATUS_COLOURS[s]}>{s}</Tag> },
  { title: 'Attempts', dataIndex: 'attempts' },
  { title: 'Last error', dataIndex: 'lastError', render: (e) => e ?? '' },
  {
    title: 'Message',
    dataIndex: 'body',
    render: (body: string) => (
      <div style={{ whiteSpace: 'pre-wrap', maxWidth: 480, overflowWrap: 'anywhere' }} data-testid="outbox-body">
        {body}
      </div>
    ),
  },
];

export default function OutboxPage() {
  return (
    <Card title={<PageTitle>Outbox</PageTitle>}>
      <PagedTable
        entity="messages"
        document={MailOutboxDocument}
        pageOf={(d) => d.mailOutbox}
        variables={{}}
        defaultSort={{ sortBy: 'createdAt', sortDir: 'DESC' }}
        columns={columns}
        exportName="outbox.csv"
      />
    </Card>
  );
}

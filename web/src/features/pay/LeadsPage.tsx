/**
 * `/main/employees/leads` (everyone signed in; the server scopes the list: CEO, HR and heads see all, others their
 * own and their people's): monthly payable leads per agent. CEO, HR and heads (`LEADS_MANAGE`) add them and edit a
 * row (the form sets the month's leads of an employee; saving again changes them).
 */
import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { canOpen } from '../../app/access';
import { LeadsDocument, usePayEmployeesQuery, useSaveLeadMutation, type LeadsQuery } from './pay.generated';
import { rules } from '../../shared/formRules';
import { formatMonthLabel, MONTH_LABEL_FORMAT } from '../../shared/format';
import { notifySuccess, showError } from '../../shared/notify';
import { NumberInput } from '../../shared/NumberInput';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { useSubmittable } from '../../shared/useSubmittable';
import { SearchFilter } from '../../shared/filters';
import { MonthFilter } from '../../shared/MonthFilter';

type Row = LeadsQuery['leads']['items'][number];
interface Values {
  resId: string;
  month: Dayjs;
  payableLeads: number;
}

function LeadForm({ onSaved, editing }: { onSaved: () => void; editing: Row | null }) {
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const employees = usePayEmployeesQuery();
  const [save, { loading }] = useSaveLeadMutation();
  const [shown, setShown] = useState<Row | null>(null);
  if (editing !== shown) {
    setShown(editing);
    if (editing) form.setFieldsValue({ resId: editing.resId, month: dayjs(`${editing.month}-01`), payableLeads: editing.payableLeads });
  }
  const onFinish = async (v: Values) => {
    try {
      await save({ variables: { input: { resId: v.resId, month: v.month.format('YYYY-MM'), payableLeads: v.payableLeads } } });
      notifySuccess('Leads saved');
      form.setFieldsValue({ resId: undefined, payableLeads: undefined });
      onSaved();
    } catch (e) {
      showError(e, 'Failed to save leads', form);
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={onFinish} requiredMark initialValues={{ month: dayjs() }}>
      <Form.Item name="resId" label="Employee" rules={[rules.requiredSelect('Employee')]}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 260 }}
          loading={employees.loading}
          options={employees.data?.employees.items.map((e) => ({ value: e.resId, label: `${e.name} (${e.resId})` }))}
        />
      </Form.Item>
      <Form.Item name="month" label="Month" rules={[rules.requiredSelect('Month')]}>
        <DatePicker picker="month" format={MONTH_LABEL_FORMAT} allowClear={false} />
      </Form.Item>
      <Form.Item name="payableLeads" label="Payable leads" rules={[rules.requiredSelect('Payable leads'), rules.wholeNumber(), rules.lessThanOrEqual('Payable leads', 100000)]}>
        <NumberInput style={{ width: 120 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading} disabled={!submittable}>
        Save leads
      </Button>
    </Form>
  );
}

export default function LeadsPage() {
  const { user } = useSession();
  const canManage = canOpen(user?.access, 'LEADS_MANAGE');
  const [month, setMonth] = useState<Dayjs | null>(dayjs());
  const [search, setSearch] = useState<string>();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Row | null>(null);
  const columns: PagedColumn<Row>[] = [
    { title: 'Employee', dataIndex: 'employeeName', sortKey: 'employeeName' },
    { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
    { title: 'Month', dataIndex: 'month', sortKey: 'month', render: (m: string) => formatMonthLabel(`${m}-01`), csv: (r) => r.month },
    { title: 'Payable leads', dataIndex: 'payableLeads', sortKey: 'payableLeads', align: 'right' },
    ...(canManage
      ? [
          {
            title: '',
            key: 'actions',
            render: (_: unknown, row: Row) => (
              <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit leads of ${row.employeeName}`}>
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={24}>
      {canManage && (
        <Card title={<PageTitle>Leads</PageTitle>}>
          <LeadForm editing={editing} onSaved={() => setVersion((n) => n + 1)} />
        </Card>
      )}
      <Card title={canManage ? 'Monthly leads' : <PageTitle>Leads</PageTitle>}>
        <PagedTable
          entity="leads"
          document={LeadsDocument}
          pageOf={(d) => d.leads}
          variables={{ month: month ? month.format('YYYY-MM') : undefined, search }}
          defaultSort={{ sortBy: 'employeeName', sortDir: 'ASC' }}
          columns={columns}
          version={version}
          exportName="leads.csv"
          toolbar={
            <>
              <MonthFilter allowClear value={month} onChange={setMonth} />
              <SearchFilter label="Search" placeholder="Search name or RES ID" width={240} onSearch={(v) => setSearch(v.trim() || undefined)} />
            </>
          }
        />
      </Card>
    </Flex>
  );
}

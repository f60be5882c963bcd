/** `/main/holiday` (CEO, HR): company holidays (dates DD/MM/YYYY) and the add form. */
import { Button, Card, Flex, Form, Input, Table, type TableColumnsType } from 'antd';
import { DatePicker, RangePicker } from '../../shared/deferred';
import type { Dayjs } from 'dayjs';
import { useAddHolidayMutation, useHolidaysQuery, type HolidaysQuery } from './people.generated';
import { rules } from '../../shared/formRules';
import { formatDate, toIsoDate } from '../../shared/format';
import { notifySuccess, showError } from '../../shared/notify';
import { useSubmittable } from '../../shared/useSubmittable';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { usePagedTable } from '../../shared/usePagedTable';
import { NumberInput } from '../../shared/NumberInput';
import { PageTitle } from '../../shared/PageTitle';

type Row = HolidaysQuery['holidays']['items'][number];
interface Values {
  vacName: string;
  multipleOfPay: number;
  period: [Dayjs, Dayjs];
}

export default function HolidayPage() {
  const table = usePagedTable({ sortBy: 'startdate', sortDir: 'DESC' });
  const { data, loading, error, refetch } = useHolidaysQuery({ variables: table.variables, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load holidays');
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const [add, { loading: saving }] = useAddHolidayMutation();

  const onFinish = async (v: Values) => {
    try {
      // A range picker sorts its two dates ascending.
      await add({
        variables: {
          input: { vacName: v.vacName.trim(), multipleOfPay: v.multipleOfPay, startDate: toIsoDate(v.period[0])!, endDate: toIsoDate(v.period[1])! },
        },
      });
      notifySuccess('Holiday added');
      form.resetFields();
      await refetch();
    } catch (err) {
      showError(err, 'Failed to add holiday', form);
    }
  };

  const sortable = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrder(key) });
  const columns: TableColumnsType<Row> = [
    { title: 'Holiday', dataIndex: 'vacName', ...sortable('vacName') },
    { title: 'Multiple of pay', dataIndex: 'multipleOfPay', ...sortable('multipleOfPay'), render: (m) => `×${m}` },
    { title: 'Start date', dataIndex: 'startDate', ...sortable('startdate'), render: (d) => formatDate(d) },
    { title: 'End date', dataIndex: 'endDate', ...sortable('enddate'), render: (d) => formatDate(d) },
  ];

  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Holidays</PageTitle>}>
        <Form form={form} layout="inline" onFinish={onFinish} requiredMark initialValues={{ multipleOfPay: 2 }}>
          <Form.Item name="vacName" label="Holiday name" rules={[rules.required('Holiday name'), rules.maxLength('Holiday name', 100)]}>
            <Input style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="multipleOfPay" label="Multiple of pay" rules={[rules.requiredSelect('Multiple of pay'), rules.numeric(), rules.lessThanOrEqual('Multiple of pay', 10)]}>
            <NumberInput step={0.5} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="period" label="Dates" rules={[rules.requiredSelect('Dates')]}>
            <RangePicker format="DD/MM/YYYY" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!submittable}>
            Add
          </Button>
        </Form>
      </Card>
      <Card title="Company holidays">
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.holidays.items ?? []}
          pagination={table.pagination(data?.holidays.count)}
          onChange={table.onChange as never}
          locale={{ emptyText: emptyText('holidays') }}
        />
      </Card>
    </Flex>
  );
}

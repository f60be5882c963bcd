/**
 * Build-time render of one of every antd component the app uses, under the app's own ThemeRoot, to collect antd's
 * CSS-in-JS styles into a stylesheet (build/antdStylesheet.ts). With that stylesheet linked, the client finds each
 * style's cache path in it and skips generating and injecting the style (@ant-design/cssinjs, "cache path" of a CSS
 * file): on a signed-in page that was about two thirds of Lighthouse's total blocking time. antd 6's styles read every
 * colour and size from CSS variables and their hash does not change with the theme, so the file serves the dark and
 * custom themes too: the client still writes the variables of the user's theme. A component missing here has its
 * styles made at run time as before (web/src/app/antdSampler.test.tsx keeps the list complete).
 */
import type { ReactNode } from 'react';
import { createCache, extractStyle } from '@ant-design/cssinjs';
import {
  Alert,
  App,
  AutoComplete,
  Badge,
  Button,
  Calendar,
  Card,
  Checkbox,
  Col,
  Collapse,
  ColorPicker,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Modal,
  notification,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Rate,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Slider,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Tree,
  Typography,
  Upload,
} from 'antd';
// antd's CommonJS build: the one Node loads for 'antd' here, so the sub-style shares the components' config context.
import * as paginationBordered from 'antd/lib/pagination/style/bordered';
import { ThemeRoot } from '../src/app/ThemeRoot';
import { renderStyled } from './renderStyled';

/** The pager's sub-style for wireframe themes: Node's import of the CommonJS module nests its default export once more. */
const PaginationBordered = (paginationBordered.default as { default?: typeof paginationBordered.default }).default ?? paginationBordered.default;

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true, filters: [{ text: 'A', value: 'a' }] },
  { title: 'Status', dataIndex: 'status', key: 'status', fixed: 'right' as const },
];
const rows = [{ key: 1, name: 'A', status: 'B' }];

/** Component name (as imported from antd) -> a rendering that registers its styles. */
export const SAMPLES: Record<string, ReactNode> = {
  Alert: <Alert type="error" message="A" description="B" showIcon closable />,
  App: <App />,
  AutoComplete: <AutoComplete options={options} />,
  Badge: (
    <Badge count={1}>
      <span>A</span>
    </Badge>
  ),
  Button: (
    <Flex>
      <Button>A</Button>
      <Button type="primary">A</Button>
      <Button type="link">A</Button>
    </Flex>
  ),
  Calendar: <Calendar fullscreen={false} />,
  Card: (
    <Card title="A" extra={<a href="#a">A</a>} size="small">
      A
    </Card>
  ),
  Checkbox: <Checkbox.Group options={options} />,
  Col: (
    <Row>
      <Col span={12}>A</Col>
    </Row>
  ),
  ColorPicker: <ColorPicker />,
  DatePicker: (
    <Flex>
      <DatePicker />
      <DatePicker.RangePicker />
      <DatePicker picker="month" />
    </Flex>
  ),
  Descriptions: <Descriptions items={[{ key: 'a', label: 'A', children: 'B' }]} bordered />,
  Divider: <Divider />,
  Drawer: <Drawer open={false} />,
  Dropdown: (
    <Dropdown menu={{ items: [{ key: 'a', label: 'A' }] }}>
      <Button>A</Button>
    </Dropdown>
  ),
  Empty: <Empty />,
  Flex: <Flex gap="small">A</Flex>,
  Form: (
    <Form layout="vertical">
      <Form.Item label="A" name="a" rules={[{ required: true }]} help="B" validateStatus="error">
        <Input />
      </Form.Item>
    </Form>
  ),
  Input: (
    <Flex>
      <Input />
      <Input.Search />
      <Input.Password />
      <Input.TextArea />
    </Flex>
  ),
  InputNumber: <InputNumber />,
  Layout: (
    <Layout>
      <Layout.Sider breakpoint="lg" collapsible>
        A
      </Layout.Sider>
      <Layout>
        <Layout.Header>A</Layout.Header>
        <Layout.Content>A</Layout.Content>
      </Layout>
    </Layout>
  ),
  List: <List dataSource={['A']} renderItem={(item) => <List.Item>{item}</List.Item>} />,
  Menu: <Menu mode="inline" items={[{ key: 'a', label: 'A', children: [{ key: 'b', label: 'B' }] }]} />,
  Modal: <Modal open={false} />,
  Pagination: <Pagination total={50} />,
  Popconfirm: (
    <Popconfirm title="A">
      <Button>A</Button>
    </Popconfirm>
  ),
  Popover: (
    <Popover content="A">
      <span>A</span>
    </Popover>
  ),
  Progress: (
    <Flex>
      <Progress percent={50} />
      <Progress type="circle" percent={50} />
    </Flex>
  ),
  Radio: (
    <Flex>
      <Radio.Group options={options} />
      <Radio.Group options={options} optionType="button" />
    </Flex>
  ),
  Rate: <Rate />,
  Result: <Result status="404" title="A" />,
  Row: (
    <Row gutter={16}>
      <Col>A</Col>
    </Row>
  ),
  Segmented: <Segmented options={['A', 'B']} />,
  Select: (
    <Flex>
      <Select options={options} />
      <Select mode="multiple" options={options} />
    </Flex>
  ),
  Skeleton: <Skeleton active />,
  Slider: <Slider />,
  Space: (
    <Space.Compact>
      <Input />
      <Button>A</Button>
    </Space.Compact>
  ),
  Spin: <Spin />,
  Statistic: <Statistic title="A" value={1} />,
  Switch: <Switch />,
  Table: (
    <Flex vertical>
      <Table columns={columns} dataSource={rows} rowSelection={{}} scroll={{ x: 600 }} size="small" />
      <Table columns={columns} dataSource={[]} loading />
    </Flex>
  ),
  Tabs: <Tabs items={[{ key: 'a', label: 'A', children: 'B' }]} />,
  Tag: <Tag color="green">A</Tag>,
  Tooltip: (
    <Tooltip title="A">
      <span>A</span>
    </Tooltip>
  ),
  Tree: <Tree treeData={[{ key: 'a', title: 'A' }]} />,
  Typography: (
    <Typography>
      <Typography.Title>A</Typography.Title>
      <Typography.Paragraph>A</Typography.Paragraph>
      <Typography.Text type="secondary">A</Typography.Text>
      <Typography.Link>A</Typography.Link>
    </Typography>
  ),
  Upload: (
    <Flex>
      <Upload>
        <Button>A</Button>
      </Upload>
      <Upload.Dragger>A</Upload.Dragger>
    </Flex>
  ),
};

/**
 * Styles antd renders from inside the components above, or that the app's bundle carries though no page shows them
 * (build/prebuiltStyles.ts fails the build on any bundled style this file does not render): the toasts and
 * confirmation dialogs (FeedbackHost), status tags, a plain Space, the parts of the colour picker and the table's filters
 * that load lazily (build/lazyParts.ts), and sub-styles antd keeps for props or themes the app does not use.
 */
export const INNER_SAMPLES: Record<string, ReactNode> = {
  notification: <notification._InternalPanelDoNotUseOrYouWillBeFired type="success" title="A" description="B" />,
  confirm: (
    <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="A">
      B
    </Modal._InternalPanelDoNotUseOrYouWillBeFired>
  ),
  statusTag: <Tag color="success">A</Tag>,
  space: (
    <Space>
      <span>A</span>
      <Space.Addon>B</Space.Addon>
    </Space>
  ),
  collapse: <Collapse items={[{ key: 'a', label: 'A', children: 'B' }]} />,
  ribbon: (
    <Badge.Ribbon text="A">
      <span>B</span>
    </Badge.Ribbon>
  ),
  otp: <Input.OTP />,
  borderedPagination: <PaginationBordered prefixCls="ant-pagination" />,
};

/** antd's component styles (plain CSS, with the cache-path record the client reads). */
export async function renderAntdStyles(): Promise<string> {
  const cache = createCache();
  await renderStyled(<ThemeRoot>{[...Object.values(SAMPLES), ...Object.values(INNER_SAMPLES)]}</ThemeRoot>, cache);
  return extractStyle(cache, { plain: true, types: ['style'] });
}

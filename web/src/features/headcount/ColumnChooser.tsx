/**
 * The headcount tracker's column chooser: a "Columns" button whose menu ticks the optional columns shown. A module of
 * its own, taken after the page's first paint (the page shows the button disabled meanwhile), so its popover and
 * checkboxes leave the page's first download.
 */
import { Button, Checkbox, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';

export function ColumnChooser({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly string[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}) {
  return (
    <Popover
      trigger="click"
      title="Columns"
      content={
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column' }}
          value={columns.filter((c) => !hidden.has(c))}
          options={columns.map((c) => ({ value: c, label: c }))}
          onChange={(shown) => onChange(new Set(columns.filter((c) => !shown.includes(c))))}
        />
      }
    >
      <Button icon={<SettingOutlined />}>Columns</Button>
    </Popover>
  );
}

/** A plain list of the home widgets: a name with a secondary line on the left, something short on the right. */
import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { Text } from '../../shared/Text';

export interface Item {
  key: string;
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}

export function ItemList({ items }: { items: Item[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li key={item.key} style={{ padding: '8px 0', borderTop: i ? '1px solid rgba(5, 5, 5, 0.06)' : undefined }}>
          <Flex justify="space-between" align="center" gap={8}>
            <Flex vertical>
              <Text strong>{item.title}</Text>
              {item.description ? <Text type="secondary">{item.description}</Text> : null}
            </Flex>
            {item.extra ? <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{item.extra}</div> : null}
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/**
 * A list entry's title and description, as antd's List.Item.Meta draws them (its classes, so its styles), under a
 * heading of the level the card needs: Meta's title is always an h4, which under a card's h2 skips a level (axe
 * heading-order on the home page's goals and kudos cards).
 */
import type { ReactNode } from 'react';

export function ListItemText({ title, description, level = 3 }: { title: ReactNode; description?: ReactNode; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="ant-list-item-meta">
      <div className="ant-list-item-meta-content">
        <Heading className="ant-list-item-meta-title">{title}</Heading>
        {description && <div className="ant-list-item-meta-description">{description}</div>}
      </div>
    </div>
  );
}

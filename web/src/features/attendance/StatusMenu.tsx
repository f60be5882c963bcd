/**
 * The status picker opened by clicking a cell: ONE floating menu for the whole grid (not a popover per cell), placed
 * at the clicked cell; Escape or a click outside closes it.
 */
import { useEffect } from 'react';
import { Card, Flex, Typography } from 'antd';
import type { StatusInfo } from './statuses';

export interface MenuTarget {
  resId: string;
  name: string;
  date: string;
  current: string;
  x: number;
  y: number;
}

interface Props {
  target: MenuTarget;
  statuses: readonly StatusInfo[];
  onPick(status: string): void;
  onClose(): void;
}

const WIDTH = 180;

export function StatusMenu({ target, statuses, onPick, onClose }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const left = Math.min(target.x, window.innerWidth - WIDTH - 8);
  const top = Math.min(target.y, window.innerHeight - 36 * statuses.length - 60);
  return (
    <>
      <div style={{ position: 'fixed', inset: 0, zIndex: 1040 }} onClick={onClose} aria-hidden />
      <Card size="small" style={{ position: 'fixed', left, top: Math.max(8, top), width: WIDTH, zIndex: 1050 }} styles={{ body: { padding: 4 } }}>
        <Typography.Text type="secondary" style={{ display: 'block', padding: '2px 8px', fontSize: 12 }}>
          {target.name}
        </Typography.Text>
        <Flex vertical role="menu" aria-label={`Status for ${target.name} on ${target.date}`}>
          {statuses.map((s) => (
            <button
              key={s.key}
              type="button"
              role="menuitem"
              className="attendance-menu-item"
              aria-current={s.key === target.current}
              onClick={() => onPick(s.key)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                border: 0,
                background: s.key === target.current ? 'rgba(0,0,0,0.06)' : 'transparent',
                padding: '6px 8px',
                cursor: 'pointer',
                textAlign: 'left',
                borderRadius: 4,
                color: 'inherit',
              }}
            >
              <span style={{ width: 12, height: 12, borderRadius: 3, background: s.color, flex: 'none' }} />
              {s.label}
            </button>
          ))}
        </Flex>
      </Card>
    </>
  );
}

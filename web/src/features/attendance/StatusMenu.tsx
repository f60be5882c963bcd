/**
 * The status picker opened by clicking a cell (or Enter on it): ONE floating menu for the whole grid (not a popover
 * per cell), placed at the cell. It takes the focus on its current status; arrows move, Enter picks, Escape or a
 * click outside closes it (the page then gives the focus back to the cell).
 */
import { useEffect, useRef } from 'react';
import { Card, Flex } from 'antd';
import { Text } from '../../shared/Text';
import { formatDate } from '../../shared/format';
import type { StatusInfo } from './statuses';

export interface MenuTarget {
  resId: string;
  name: string;
  date: string;
  current: string;
  x: number;
  y: number;
  /** The cell it was opened from: the focus returns there. */
  cell: HTMLElement;
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
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const items = list.current?.querySelectorAll<HTMLButtonElement>('[role=menuitem]');
    const current = Array.from(items ?? []).find((b) => b.getAttribute('aria-current') === 'true');
    (current ?? items?.[0])?.focus();
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role=menuitem]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };
  const left = Math.min(target.x, window.innerWidth - WIDTH - 8);
  const top = Math.min(target.y, window.innerHeight - 36 * statuses.length - 60);
  return (
    <>
      <div style={{ position: 'fixed', inset: 0, zIndex: 1040 }} onClick={onClose} aria-hidden />
      <Card size="small" style={{ position: 'fixed', left, top: Math.max(8, top), width: WIDTH, zIndex: 1050 }} styles={{ body: { padding: 4 } }}>
        <div style={{ padding: '2px 8px', fontSize: 12 }}>
          <Text type="secondary">{target.name}</Text>
        </div>
        <Flex vertical role="menu" ref={list} onKeyDown={onKeyDown} aria-label={`Status for ${target.name} on ${formatDate(target.date)}`}>
          {statuses.map((s) => (
            <button
              key={s.key}
              type="button"
              role="menuitem"
              className="attendance-menu-item"
              aria-current={s.key === target.current}
              tabIndex={-1}
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

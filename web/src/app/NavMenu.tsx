/**
 * The side menu: a list of links, not antd's Menu. Why: antd's Menu (with rc-menu and its overflow list) was 13 KB
 * gzip of every signed-in page's first load and a large part of the shell's first render (a tooltip, overflow and
 * motion wrapper per entry); and its entries were `role="menuitem"` elements navigating on click, so an entry could not
 * be opened in a new tab. Here every page is a real link (`NavLink`, `aria-current="page"` on the open one) and each
 * group a disclosure button (`aria-expanded`). It looks like antd's inline menu (global.css, from the theme's CSS
 * variables, so light, dark and the chosen colours apply). Collapsed (the sider's icon rail) the labels are read by
 * screen readers and shown as the entry's tooltip; a group's icon opens the sider with that group expanded.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { DownOutlined } from '@ant-design/icons';
import type { MenuSection } from './access';
import type { MenuGroup } from './routeTypes';
import { useThemeSettings } from '../shared/theme';

interface Props {
  sections: MenuSection[];
  pathname: string;
  /** The sider's icon rail: labels hidden, groups closed. */
  collapsed?: boolean;
  /** Asks the sider to open (a group's icon was pressed while collapsed). */
  onExpand?: () => void;
  /** A link was followed (the phone drawer closes). */
  onNavigate?: () => void;
}

/** The group holding the open page, if it is a group of several pages. */
const groupOf = (sections: MenuSection[], pathname: string) => sections.find((s) => s.entries.length > 1 && s.entries.some((e) => e.path === pathname))?.group;

function Label({ group, collapsed, children }: { group?: MenuGroup; collapsed: boolean; children: ReactNode }) {
  return (
    <span className={collapsed ? 'sr-only' : 'nav-menu-label'} data-menu-group={group}>
      {children}
    </span>
  );
}

export function NavMenu({ sections, pathname, collapsed = false, onExpand, onNavigate }: Props) {
  const dark = useThemeSettings().mode === 'dark';
  const current = groupOf(sections, pathname);
  const [open, setOpen] = useState<ReadonlySet<MenuGroup>>(() => new Set(current ? [current] : []));
  // A page opened from elsewhere (the account menu, a link) shows its group: the others stay as the user left them.
  useEffect(() => {
    if (current) setOpen((was) => (was.has(current) ? was : new Set([...was, current])));
  }, [current]);

  const toggle = (group: MenuGroup) => {
    if (collapsed) {
      setOpen((was) => new Set([...was, group]));
      onExpand?.();
      return;
    }
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  };

  return (
    <nav aria-label="Main menu" className={['nav-menu', collapsed && 'nav-menu-collapsed', dark && 'nav-menu-dark'].filter(Boolean).join(' ')}>
      <ul>
        {sections.map(({ group, label, icon: Icon, entries }) => {
          if (entries.length === 1) {
            const only = entries[0]!;
            return (
              <li key={group}>
                <NavLink to={only.path} end className="nav-menu-item" title={collapsed ? only.label : undefined} onClick={onNavigate}>
                  <span className="nav-menu-icon" aria-hidden>
                    <Icon />
                  </span>
                  <Label group={group} collapsed={collapsed}>
                    {only.label}
                  </Label>
                </NavLink>
              </li>
            );
          }
          const expanded = !collapsed && open.has(group);
          const listId = `nav-menu-${group}`;
          return (
            <li key={group}>
              <button
                type="button"
                className={group === current ? 'nav-menu-item nav-menu-group nav-menu-current' : 'nav-menu-item nav-menu-group'}
                aria-expanded={expanded}
                aria-controls={expanded ? listId : undefined}
                title={collapsed ? label : undefined}
                onClick={() => toggle(group)}
              >
                <span className="nav-menu-icon" aria-hidden>
                  <Icon />
                </span>
                <Label group={group} collapsed={collapsed}>
                  {label}
                </Label>
                {!collapsed && <DownOutlined className="nav-menu-arrow" aria-hidden />}
              </button>
              {expanded && (
                <ul id={listId} className="nav-menu-sub">
                  {entries.map((e) => (
                    <li key={e.path}>
                      <NavLink to={e.path} end className="nav-menu-item" onClick={onNavigate}>
                        <span className="nav-menu-label">{e.label}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

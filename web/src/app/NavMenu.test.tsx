import { describe, it, expect, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CalendarOutlined, ExceptionOutlined, HomeOutlined } from '@ant-design/icons';
import { NavMenu } from './NavMenu';
import type { MenuSection } from './access';

const sections: MenuSection[] = [
  { group: 'HOME', label: 'Home', icon: HomeOutlined, entries: [{ path: '/main/home', label: 'Home' }] },
  {
    group: 'LEAVE_REQUESTS',
    label: 'Leave Requests',
    icon: CalendarOutlined,
    entries: [
      { path: '/main/leaveRequests', label: 'Leave Requests' },
      { path: '/main/leaveTypes', label: 'Leave Types' },
    ],
  },
  {
    group: 'ACTIONS',
    label: 'Actions',
    icon: ExceptionOutlined,
    entries: [
      { path: '/main/actions', label: 'Manage Actions' },
      { path: '/main/actionTypes', label: 'Action Types' },
    ],
  },
];

function renderMenu(pathname: string, props: Partial<Parameters<typeof NavMenu>[0]> = {}) {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <NavMenu sections={sections} pathname={pathname} {...props} />
    </MemoryRouter>,
  );
}

describe('the side menu', () => {
  it('lists each page as a link, marks the open one and opens its group only', () => {
    renderMenu('/main/leaveTypes');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/main/home');
    const current = within(nav).getByRole('link', { name: 'Leave Types' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Leave Requests' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Leave Requests' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('button', { name: 'Actions' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Action Types' })).toBeNull();
  });

  it('opens and closes a group from its button, leaving the others as they are', () => {
    renderMenu('/main/home');
    const actions = screen.getByRole('button', { name: 'Actions' });
    fireEvent.click(actions);
    expect(actions.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Action Types' }).getAttribute('href')).toBe('/main/actionTypes');
    fireEvent.click(screen.getByRole('button', { name: 'Leave Requests' }));
    expect(actions.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(actions);
    expect(actions.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Action Types' })).toBeNull();
  });

  it('tells the drawer to close when a link is followed', () => {
    const onNavigate = jest.fn();
    renderMenu('/main/leaveTypes', { onNavigate });
    fireEvent.click(screen.getByRole('link', { name: 'Leave Requests' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('collapsed to icons, keeps every name for screen readers and asks to expand when a group is pressed', () => {
    const onExpand = jest.fn();
    renderMenu('/main/leaveTypes', { collapsed: true, onExpand });
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    const group = screen.getByRole('button', { name: 'Leave Requests' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Leave Types' })).toBeNull();
    fireEvent.click(group);
    expect(onExpand).toHaveBeenCalledTimes(1);
  });
});

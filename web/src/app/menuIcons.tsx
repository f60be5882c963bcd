import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  CalendarOutlined,
  ExceptionOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuGroup } from './routes';

/** One icon per side-menu group. */
export const GROUP_ICONS: Record<MenuGroup, ReactNode> = {
  Home: <HomeOutlined />,
  Actions: <ExceptionOutlined />,
  Attendance: <ScheduleOutlined />,
  Candidates: <SolutionOutlined />,
  Headcount: <ApartmentOutlined />,
  Attritions: <LogoutOutlined />,
  'Leave Requests': <CalendarOutlined />,
  'Manager Shuffle Requests': <SwapOutlined />,
  'Access Tracker': <KeyOutlined />,
  Profile: <UserOutlined />,
};

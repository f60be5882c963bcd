import type { ReactNode } from 'react';
import {
  AimOutlined,
  ApartmentOutlined,
  CalendarOutlined,
  ExceptionOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuGroup } from './routeTypes';

/** One icon per side-menu group. */
export const GROUP_ICONS: Record<MenuGroup, ReactNode> = {
  HOME: <HomeOutlined />,
  TEAMS: <TeamOutlined />,
  GOALS: <AimOutlined />,
  ACTIONS: <ExceptionOutlined />,
  ATTENDANCE: <ScheduleOutlined />,
  CANDIDATES: <SolutionOutlined />,
  HEADCOUNT: <ApartmentOutlined />,
  ATTRITIONS: <LogoutOutlined />,
  LEAVE_REQUESTS: <CalendarOutlined />,
  MANAGER_SHUFFLE_REQUESTS: <SwapOutlined />,
  ACCESS_TRACKER: <KeyOutlined />,
  PROFILE: <UserOutlined />,
};

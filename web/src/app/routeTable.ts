/** The route table in use (the real one, or a test's), for components that list pages: the menu and home shortcuts. */
import { createContext, useContext } from 'react';
import type { AppRoute } from './routeTypes';

/** Provided by <AppRoutes/>; empty outside it (importing the table here would close an import cycle through the pages). */
export const RouteTableContext = createContext<readonly AppRoute[]>([]);

export function useRouteTable(): readonly AppRoute[] {
  return useContext(RouteTableContext);
}

/** The route table in use (the real one, or a test's) and its menu groups, for components that list pages: the menu and home shortcuts. */
import { createContext, useContext } from 'react';
import type { RouteTable } from './routeTypes';

/** Provided by <SignedIn/>; empty outside it (importing the table here would close an import cycle through the pages). */
export const RouteTableContext = createContext<RouteTable>({ routes: [], groups: [] });

export function useRouteTable(): RouteTable {
  return useContext(RouteTableContext);
}

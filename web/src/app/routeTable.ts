/** The route table in use (the real one, or a test's), for components that list pages: the menu and home shortcuts. */
import { createContext, useContext } from 'react';
import { appRoutes, type AppRoute } from './routes';

export const RouteTableContext = createContext<readonly AppRoute[]>(appRoutes);

export function useRouteTable(): readonly AppRoute[] {
  return useContext(RouteTableContext);
}

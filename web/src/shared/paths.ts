/**
 * Typed links to the pages of the route table: `href('employees/:id', { id })` is '/main/employees/7'. The path is
 * one of the table's own paths (a literal type each domain's routes.ts declares, registered by app/routes.ts), so a
 * misspelt or removed page fails the type-check; its `:params` are required by name.
 */

/** Filled in by app/routes.ts (module augmentation): `path` is the union of every route's path. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by app/routes.ts
export interface RouteRegister {}

/** A path of the route table, relative to /main (e.g. 'employees/:id'). */
export type AppPath = RouteRegister extends { path: infer P extends string } ? P : never;

type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}` ? ParamNames<Head> | ParamNames<Rest> : P extends `:${infer Name}` ? Name : never;

/** The values of a path's parameters (ids are strings in the schema; numbers are written as they print). */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** The area every page of the table lives under. */
export const MAIN = '/main';

/**
 * The sign-in address for a signed-out visitor of `pathname`: a page inside /main is named in `next`, so signing in
 * returns them to it (a link shared in a chat, a bookmark, a session that expired) instead of to home.
 */
export function loginFor(pathname: string, search = ''): string {
  return pathname.startsWith(`${MAIN}/`) ? `/login?next=${encodeURIComponent(pathname + search)}` : '/login';
}

/** Where signing in leads: the `next` page when it is an address inside /main (never another site), else /main. */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith(`${MAIN}/`) && !/[\\]|\/\//.test(next) ? next : MAIN;
}

/** The address of the page at `path`, its `:params` filled from `params`. */
export function href<P extends AppPath>(path: P, ...params: ParamNames<P> extends never ? [] : [PathParams<P>]): string {
  const values: Record<string, string | number> = params[0] ?? {};
  return `${MAIN}/${path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])))}`;
}

/**
 * Test helpers for the web project: a signed-in session for a given access set, an Apollo client answering `me`
 * from that session, and the app's real route tree in a memory router.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes, NavigationBridge } from '../app/App';
import { ClientContext } from '../app/client';
import { createApolloClient } from '../shared/apollo';
import { ThemeRoot } from '../app/ThemeRoot';
import type { AppRoute } from '../app/routeTypes';
import type { AccessKey, MenuGroup, Operations } from '../generated/graphql';
import { clearSession, setSession, type SessionUser } from '../shared/session';
import { EVERY_CAPABILITY, type Capabilities } from '../shared/capabilities';

export function makeUser(access: { routes?: AccessKey[]; menuGroups?: MenuGroup[]; ownOnly?: AccessKey[] } = {}, over: Partial<SessionUser> = {}): SessionUser {
  const user: WithTypename<SessionUser> = {
    __typename: 'Me',
    id: '7',
    resId: 'RES-7',
    name: 'Dana Scully',
    email: 'dana@demo.hr',
    roleTitle: 'HR Specialist',
    role: 1,
    departmentId: '1',
    departmentName: 'HR',
    teamId: null,
    teamName: null,
    managerName: null,
    canManage: false,
    dateJoined: '2021-03-04',
    employeeType: 'full_time',
    hourlyOrMonthly: 'monthly',
    phone: null,
    nationalId: null,
    manager: null,
    roles: {
      ceo: false,
      hr: true,
      head: false,
      teamLeader: false,
      auditor: false,
      acm: false,
      admin: false,
      headAuditing: false,
      coldHead: false,
      coldHeadOrHr: true,
      manager: false,
    },
    managerPermissions: [],
    access: { routes: access.routes ?? ['SIGNED_IN'], menuGroups: access.menuGroups ?? ['HOME', 'PROFILE'], ownOnly: access.ownOnly ?? [] },
    ...over,
  };
  return user;
}

/** The generated data type, with the `__typename`s Apollo's cache reads allowed at every level. */
export type WithTypename<T> = T extends readonly (infer U)[]
  ? WithTypename<U>[]
  : T extends object
    ? { [K in keyof T]: WithTypename<T[K]> } & { __typename?: string }
    : T;

type GqlErrors = { errors: { message: string; path?: (string | number)[]; extensions: { code: string; fieldErrors?: unknown } }[] };
/**
 * A fake answer: the operation's generated data type (so schema drift fails the type-check), or errors, or both (a
 * partial answer: the fields named by the errors' `path` are null).
 */
export type Result<D = unknown> = { data: WithTypename<D>; errors?: GqlErrors['errors'] } | GqlErrors;
/**
 * Answers per operation name, typed from the generated `Operations` map (data and variables);
 * `Me` defaults to the given user (or UNAUTHENTICATED when there is none).
 */
export type Answers = { [N in keyof Operations]?: (variables: Operations[N]['variables']) => Result<Operations[N]['data']> };

/** The Capabilities query's answer: every capability offered, but for those `over` turns off (or on). */
export const capabilitiesAnswer =
  (over: Partial<Capabilities> = {}): NonNullable<Answers['Capabilities']> =>
  () => ({ data: { capabilities: { __typename: 'UpstreamCapabilities', ...EVERY_CAPABILITY, ...over } } });

export function gqlError(message: string, code: string, fieldErrors?: { field: string; message: string }[]): GqlErrors {
  return { errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }] };
}

/** THE app's Apollo client (same error and auth links) answering from `answers`; calls are recorded in `calls`. */
export function fakeClient(user: SessionUser | null, answers: Answers = {}) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const all: Answers = {
    Me: () => (user ? { data: { me: user } } : gqlError('Unauthenticated', 'UNAUTHENTICATED')),
    ...answers,
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const answer = all[(operation.operationName ?? '') as keyof Operations] as ((variables: Record<string, unknown>) => Result) | undefined;
        observer.next((answer ? answer(operation.variables) : gqlError('No answer in test', 'INTERNAL_SERVER_ERROR')) as ApolloLink.Result);
        observer.complete();
      }),
  );
  return Object.assign(createApolloClient({ terminatingLink: link }), { calls });
}

export function signIn(user: SessionUser) {
  setSession('test-token', user);
}

export function signOut() {
  clearSession();
}

/** Shows where the router is, so tests can assert redirects. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders the real app routes at `path`; `location()` tells where the user ended up. */
export function renderApp(path: string, options: { user?: SessionUser | null; table?: AppRoute[]; answers?: Answers } = {}) {
  const client = fakeClient(options.user ?? null, options.answers);
  // The app loads its client on demand (sign-in, signed-in area): here it is the fake one.
  const loadClient = () => Promise.resolve(client);
  const view = render(
    <ClientContext.Provider value={loadClient}>
      <ApolloProvider client={client}>
        <ThemeRoot>
          <MemoryRouter initialEntries={[path]}>
            <NavigationBridge />
            <LocationProbe />
            <AppRoutes table={options.table} />
          </MemoryRouter>
        </ThemeRoot>
      </ApolloProvider>
    </ClientContext.Provider>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { view, location, client };
}

/**
 * The button labelled `name`. Role queries compute accessible names through getComputedStyle over antd's large
 * CSS-in-JS sheets, which is very slow in jsdom, so tests find buttons by their text instead.
 */
export function button(name: string): HTMLButtonElement {
  const el = screen.getByText(name, { selector: 'button, button *' }).closest('button');
  if (!el) throw new Error(`no button "${name}"`);
  return el;
}

/** Renders one page (not the route tree) signed in as `user`: quicker where a test is about the page's own form. */
export function renderPage(page: ReactElement, user: SessionUser) {
  signIn(user);
  return render(
    <ApolloProvider client={fakeClient(user)}>
      <ThemeRoot>
        <MemoryRouter>{page}</MemoryRouter>
      </ThemeRoot>
    </ApolloProvider>,
  );
}

/** The inputs of the antd form named `form` (ids `${form}_${field}`), and typing into one as a user does (change, blur). */
export function formInputs(form: string) {
  const field = (id: string): HTMLInputElement => {
    const el = document.getElementById(`${form}_${id}`);
    if (!(el instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
    return el;
  };
  /** Waits for the field: the kit's number, select and date fields load their antd control on first render. */
  const type = async (id: string, value: string) => {
    const input = await waitFor(() => field(id));
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  return { field, type };
}

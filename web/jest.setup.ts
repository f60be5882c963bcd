import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { beforeAll, jest } from '@jest/globals';
import { configure } from '@testing-library/react';

// antd forms validate asynchronously; on a busy shared machine 1 s (the default) is not always enough.
configure({ asyncUtilTimeout: 15000 }); // a lazy page compiled on first use under load can take several seconds
// A page test renders the app shell and its lazy page: on a loaded 2-core machine the first render of a file can take
// longer than the 30 s default. (The 30-40 s once seen for the documents and help-desk pages was jsdom recompiling
// antd's selectors on every role query; web/test/jsdomEnvironment.cjs fixed that: 45 s → 13 s for the file.)
jest.setTimeout(90_000);

// jest's jsdom environment hides these Node globals; react-router needs TextEncoder, antd's form a MessageChannel.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.MessageChannel === 'undefined') {
  /** A macrotask channel on setTimeout (Node's own would keep jest's workers alive). */
  class MessageChannelStub {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}

// jsdom lacks the layout APIs antd's responsive components (Grid, Sider breakpoints, observers) call on mount.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.scrollTo = () => {};

// The app loads its shell and public pages lazily (bundle budget); warm them once per test file so a first render
// under jest does not spend the async timeout compiling them.
beforeAll(async () => {
  await Promise.all([
    import('./src/app/SignedIn'),
    import('./src/app/ThemeColorPickers'),
    import('./src/features/auth/LoginPage'),
    import('./src/features/auth/signIn'),
    import('./src/features/auth/WelcomePage'),
  ]);
});

import { useMemo, useSyncExternalStore } from 'react';
import { theme } from 'antd';

/**
 * Below antd's md breakpoint (the complement of its `(min-width: screenMD)` query), known at the first render:
 * antd's Grid.useBreakpoint answers only after mounting, so a phone first rendered the whole wide layout (sider and
 * menu) for nothing. Where matchMedia matches nothing (jsdom) the layout stays the wide one.
 */
export function useCompact(): boolean {
  const { token } = theme.useToken();
  const media = useMemo(() => window.matchMedia(`not all and (min-width: ${token.screenMD}px)`), [token.screenMD]);
  return useSyncExternalStore(
    (changed) => {
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    () => media.matches,
  );
}

import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Flex, Spin } from 'antd';

/** The one loading indicator for a page or a lazily loaded route. */
export function PageSpinner() {
  return (
    <Flex role="status" aria-label="Loading" justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" />
    </Flex>
  );
}

/** A lazily loaded screen with the one loading indicator (or `fallback`, a frame around it). */
export const Screen = ({ children, fallback = <PageSpinner /> }: { children: ReactNode; fallback?: ReactNode }) => (
  <Suspense fallback={fallback}>{children}</Suspense>
);

/** A primary button that goes to another page (e.g. "Add leave request" in a list's header): one markup for all. */
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router-dom';

export function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to}>
      <Button type="primary">{children}</Button>
    </Link>
  );
}

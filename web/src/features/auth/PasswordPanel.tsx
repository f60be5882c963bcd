/** The frame of the public password pages (forgot, set): title, the call's failure, the form, back to sign in. */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from 'antd';
import { PublicPanel } from '../../shared/PublicPanel';
import { PageTitle } from '../../shared/PageTitle';
import { errorMessage } from '../../shared/errors';

/** Runs a page's call: `loading` while it runs, its error's message in `failure`. */
export function usePasswordCall<A>(call: (arg: A) => Promise<void>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const run = async (arg: A) => {
    setFailure(null);
    setLoading(true);
    try {
      await call(arg);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };
  return { run: (arg: A) => void run(arg), failure, loading };
}

export function PasswordPanel({ title, failure, children }: { title: string; failure: string | null; children: ReactNode }) {
  return (
    <PublicPanel maxWidth={420} accent>
      <div style={{ marginBottom: 16 }}>
        <PageTitle>{title}</PageTitle>
      </div>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      {children}
      <div style={{ marginTop: 16 }}>
        <Link to="/login">Back to sign in</Link>
      </div>
    </PublicPanel>
  );
}

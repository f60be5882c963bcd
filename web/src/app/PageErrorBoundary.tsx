/**
 * Catches a page that fails to load (a chunk gone after a redeploy, a network blip) or to render, so the shell and
 * menu stay usable instead of the whole app going white. Navigating elsewhere clears the error (keyed by path).
 */
import { Component, type ReactNode } from 'react';
import { Alert, Button } from 'antd';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.error('Page failed', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title="Failed to load this page"
        description="The page could not be shown. Reload to try again; your other pages are unaffected."
        action={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    );
  }
}

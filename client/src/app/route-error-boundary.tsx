import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface State {
  error: unknown;
  pathname: string;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // A navigation clears the error, so the header's links still lead somewhere.
  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> {
    return props.pathname === state.pathname ? {} : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error == null) return this.props.children;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>
          {error instanceof Error ? error.message : JSON.stringify(error)}
        </h3>
      </>
    );
  }
}

/**
 * What the data router gave every route for free: a render error (a chunk that failed to load
 * after a deploy, a bug) shows its message instead of unmounting the whole app.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

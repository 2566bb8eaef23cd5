import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from '@/lib/chunk-load-errors';
import { reportClientError } from '@/lib/report-client-error';
import { retryFailedScreens } from './lazy-screen';
import { RouteErrorScreen } from './route-error-screen';

const RELOAD_WAIT_MS = 2_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
  /** A chunk failed and the page reloads (once) for the new build. */
  reloading: boolean;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, reloading: isChunkLoadError(error) && mayReloadForChunk() };
  }

  // A navigation clears the error, so the header's links still lead somewhere.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> {
    return props.pathname === state.pathname
      ? {}
      : { error: null, reloading: false, pathname: props.pathname };
  }

  // React itself logs what a boundary caught to the console.
  override componentDidCatch(error: unknown) {
    const kind = isChunkLoadError(error) ? 'chunk' : 'render';
    const reported = reportClientError(error, kind, this.props.pathname);
    // The report leaves before the page does, unless its code is slow to come.
    if (this.state.reloading)
      void Promise.race([reported, wait(RELOAD_WAIT_MS)]).then(reloadForChunk);
  }

  private readonly retry = () => {
    retryFailedScreens();
    this.setState({ error: null, reloading: false });
  };

  override render() {
    const { error, reloading } = this.state;
    if (reloading) return <PageSpinner />;
    if (error == null) return this.props.children;
    return <RouteErrorScreen chunk={isChunkLoadError(error)} onRetry={this.retry} />;
  }
}

/**
 * A screen that throws, or whose code did not load, shows the error screen with Retry instead
 * of unmounting the whole app, and is reported to the server; a chunk gone after a deploy
 * reloads the page once first.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

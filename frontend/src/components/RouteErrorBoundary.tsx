import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './RouteError';

interface Props {
  children: ReactNode;
  pathname: string;
}

interface State {
  error: boolean;
  pathname: string;
}

/**
 * A page that threw is replaced by the error message until the visitor goes to another address
 * (React reports the error itself, to the console).
 */
class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { error: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: false, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

/**
 * Catches what a page throws while rendering (or a page's code that failed to download) and shows
 * RouteError in its place: the declarative router has no error elements of its own.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
}

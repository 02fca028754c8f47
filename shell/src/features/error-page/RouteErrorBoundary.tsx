import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '@/features/error-page/ErrorPage';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears the error, so navigating away from a broken page works. */
  resetKey: string;
}
interface State {
  error: Error | null;
  resetKey: string;
}

/** Any error rendering a page is treated as 500 (spec 2.14); header and footer stay usable. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[page] render failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorPage status={500} /> : this.props.children;
  }
}

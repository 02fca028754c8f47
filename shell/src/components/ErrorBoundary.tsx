import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once they have thrown. */
  fallback: ReactNode;
  /** A new value clears the error, so another page (or a retry) renders the children again. */
  resetKey: string;
  /** Names the area in the console line of a caught error. */
  area: string;
  /** Sees the error first; true means it is dealt with (a reload is under way) and needs no console line. */
  onError?: (error: Error) => boolean;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * The shell's one error boundary: a page that fails to render shows the error page (spec 2.14), a remote's
 * area that fails shows the unavailable panel; either way the header, footer and dialogs stay usable.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError?.(error)) return;
    console.error(`[${this.props.area}] render failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

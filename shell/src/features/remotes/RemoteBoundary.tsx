import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '@/features/release/chunk-reload';

interface Props {
  children: ReactNode;
  fallback: ReactNode;
  /** A new value clears the error (another page, or a retry). */
  resetKey: string;
}
interface State {
  failed: boolean;
  resetKey: string;
}

/** Third layer against a failing remote (DESIGN): its area shows the unavailable panel, nothing else breaks. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
    console.error('[federation] remote area failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

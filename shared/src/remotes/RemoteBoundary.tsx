import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the failed widget; `retry` renders the children again, `error` is what failed. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  onRetry: () => void;
  /** Names the area in the console, e.g. the module id. */
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
}

/** Keeps a failure inside one remote's area: the rest of the page goes on working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.name} could not be shown`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false, error: undefined });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}

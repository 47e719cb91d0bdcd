import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** what to show instead of the failed tree (given the error, when a function) */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** a change of this value (e.g. the path) clears the error */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error?: unknown;
  key: unknown;
}

/** React error boundary: a render error shows `fallback` instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    if (props.resetKey !== state.key) return { failed: false, error: undefined, key: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}

import { Component, type ReactNode } from 'react';

/**
 * A lazily loaded part that could not load (a phone that lost its signal) says so with Retry, in
 * place of the part: the page around it carries on. `onRetry` makes a new lazy() (a rejected one
 * stays rejected).
 */
export class LoadFailure extends Component<{
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
}> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => {
          this.setState({ failed: false });
          this.props.onRetry();
        })
      : this.props.children;
  }
}

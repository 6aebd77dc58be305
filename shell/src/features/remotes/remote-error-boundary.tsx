import type { RemoteName } from '@rdj/shared';
import { Component, type ReactNode } from 'react';
import { remoteFailedAttribute } from './remote-loader';

interface Props {
  name: RemoteName;
  /** The page arrived with this message already (the remote failed at the edge). */
  initialFailed?: boolean;
  /** A change (the page path) clears the error, so one broken page does not hide the remote's other pages. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** Catches a remote that fails to load or render, so the layout and the other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: this.props.initialFailed ?? false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container shell-status">
        <div className="alert alert-error stack" role="alert" {...{ [remoteFailedAttribute]: this.props.name }}>
          <p>This part of the site could not be loaded.</p>
          <div>
            <button type="button" className="btn btn-secondary" onClick={this.props.onRetry}>
              Retry
            </button>
          </div>
        </div>
      </div>
    );
  }
}

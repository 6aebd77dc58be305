import type { RemoteName } from '@rdj/shared';
import { Component, type MouseEvent, type ReactNode } from 'react';
import { remoteFailedAttribute } from './remote-loader';

interface Props {
  name: RemoteName;
  /** The page arrived with this message already (the remote failed at the edge). */
  initialFailed?: boolean;
  /** A change (the page path) clears the error, so one broken page does not hide the remote's other pages. */
  resetKey: string;
  /** The page's own address (path and query): where Retry goes without JavaScript. */
  href: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** A click the browser would follow in place: not a new tab or window, not a download. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Catches a remote that fails to load or render, so the layout and the other remotes keep working. Its Retry is a
 * link to the page itself: on a page the edge rendered (a public page, no script of the shell's: docs/pages.md#islands)
 * following it asks the edge for the page again; in the admin's app a plain click loads the remote again in place.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: this.props.initialFailed ?? false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  private retry = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    this.props.onRetry();
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container shell-status">
        <div className="alert alert-error stack" role="alert" {...{ [remoteFailedAttribute]: this.props.name }}>
          <p>This part of the site could not be loaded.</p>
          <div>
            <a href={this.props.href} className="btn btn-secondary" onClick={this.retry}>
              Retry
            </a>
          </div>
        </div>
      </div>
    );
  }
}

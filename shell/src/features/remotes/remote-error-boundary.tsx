import type { RemoteName } from '@rdj/shared';
import { Component, type MouseEvent, type ReactNode } from 'react';
import { RemoteFailed } from './remote-failed';

interface Props {
  name: RemoteName;
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
 * Catches a remote that fails to load or render in the admin's app, so the layout keeps working. A plain click on
 * its Retry loads the remote again in place; any other click (a new tab) is left to the browser.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

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
    return <RemoteFailed name={this.props.name} href={this.props.href} onRetry={this.retry} />;
  }
}

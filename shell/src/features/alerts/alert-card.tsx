import { alertPaths, type AlertPageValues } from '@rdj/shared';
import type { ReactNode } from 'react';
import { frequencyLabel } from './alert-values';

/** The frame of an alert page that holds a form: a card like a message page's, read from the left. */
export function AlertCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container shell-message-page">
      <div className="card stack shell-message-card shell-alert-card">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** What an alert follows and how often, in the words of its mails (`describeAlertSearch`, written by the gateway). */
export function AlertSummary({ values }: { values: AlertPageValues }) {
  return (
    <dl className="shell-alert-summary">
      <dt>Jobs</dt>
      <dd>{values.summary}</dd>
      <dt>How often</dt>
      <dd>{frequencyLabel(values.frequency)}</dd>
    </dl>
  );
}

/** A page reached from a mail whose link no longer works (expired, used, or its alert gone): why, and a way on. */
export function InvalidAlertLink({ message }: { message: string }) {
  return (
    <AlertCard title="This link does not work">
      <p className="alert alert-error" role="alert">
        {message}
      </p>
      <p>
        <a href={alertPaths.new} className="btn btn-primary">
          Set up a new alert
        </a>
      </p>
    </AlertCard>
  );
}

import { inPlaceAttribute } from '@rdj/shared/islands';
import '../alert-form.css';
import { alertFrequencies, alertFrequencyLabels, alertPaths, type AlertSearch, describeAlertSearch } from '@rdj/shared';
import { useAlertSignup } from '../hooks/use-alert-signup';
import { HiddenFields } from './hidden-fields';

/** What the message area says until there is an outcome: the double opt-in (docs/alerts.md). */
const confirmHint = 'We email you a link to confirm first.';

/** Said while the page is narrowed by a salary floor or a country, which alerts do not keep (docs/alerts.md). */
export const unkeptFiltersNote = 'Salary and country filters are not part of alerts.';

/**
 * "Get alerts for these jobs" (docs/alerts.md): the page's category, search text and filters as hidden fields, so
 * the alert follows what the page shows, and an address and a frequency. Without JavaScript it posts to `/alerts`,
 * which answers 303 to `/alerts/sent` or shows the sign-up page with the messages; hydrated, it sends the same fields
 * to the API and says the outcome in place of the hint under the button, where room is kept for it, so nothing
 * below moves. While `leavesOut` (the page has a salary floor or a country set), it says that the alert leaves those
 * out.
 */
export function AlertForm({ search, leavesOut = false }: { search: AlertSearch; leavesOut?: boolean }) {
  const words = describeAlertSearch(search);
  const { signup, submit } = useAlertSignup(words);
  const emailInvalid = signup.field === 'email';
  // One alert form per page: fixed ids are the same on the server and in the browser.
  return (
    <form
      className="card stack jobs-alert"
      method="post"
      action={alertPaths.signup}
      onSubmit={submit}
      {...{ [inPlaceAttribute]: '' }}
      noValidate
      aria-labelledby="jobs-alert-heading"
    >
      <h3 id="jobs-alert-heading" className="jobs-alert-heading">
        Get alerts for these jobs
      </h3>
      <p className="jobs-alert-search">{words}</p>
      {leavesOut && <p className="jobs-alert-search">{unkeptFiltersNote}</p>}
      <HiddenFields
        values={{ category: search.category, q: search.q, employment: search.employment, experience: search.experience, pay: search.pay ? '1' : '' }}
      />
      <div className="field">
        <label htmlFor="jobs-alert-email">Email address</label>
        <input
          id="jobs-alert-email"
          className="input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={emailInvalid ? true : undefined}
          aria-describedby={emailInvalid ? 'jobs-alert-message' : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="jobs-alert-frequency">How often</label>
        <select id="jobs-alert-frequency" className="input" name="frequency" defaultValue="daily">
          {alertFrequencies.map((frequency) => (
            <option key={frequency} value={frequency}>
              {alertFrequencyLabels[frequency]}
            </option>
          ))}
        </select>
      </div>
      {/* A trap for bots that fill every field: people never see it and screen readers skip it. */}
      <div className="jobs-alert-trap" aria-hidden="true">
        <label htmlFor="jobs-alert-bot-field">Leave this field empty</label>
        <input id="jobs-alert-bot-field" type="text" name="botField" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-primary" disabled={signup.status === 'sending'}>
        Get alerts
      </button>
      <div id="jobs-alert-message" className="jobs-alert-message">
        {signup.status === 'failed' ? (
          <p role="alert" className="field-error">
            {signup.message}
          </p>
        ) : (
          <p role="status" className={signup.status === 'sent' ? 'jobs-alert-sent' : 'muted'}>
            {signup.status === 'sent' ? signup.message : confirmHint}
          </p>
        )}
      </div>
    </form>
  );
}

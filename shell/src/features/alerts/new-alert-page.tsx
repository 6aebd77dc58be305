import { alertPaths } from '@rdj/shared';
import { BotTrap, emailField } from '../forms/form-parts';
import { useFormState } from '../forms/form-state';
import { AlertCard } from './alert-card';
import { AlertSearchFields, FieldError } from './alert-search-fields';
import { searchDefaultsOf } from './alert-values';

/**
 * `/alerts/new`: the alert sign-up form on its own page, plain HTML (docs/pages.md, forms). It posts to `/alerts`;
 * the edge answers 303 to `/alerts/sent`, or renders this page again (at `/alerts`) with what was typed and the
 * messages, and renders it at `/alerts/new?category=…` with a search filled in (docs/alerts.md). `noValidate`: the
 * edge's check, with the shared schema's words, is the only one.
 */
export function NewAlertPage() {
  const sent = useFormState();
  const errors = sent?.errors ?? {};
  const values = sent?.values ?? {};

  return (
    <AlertCard title="Get job alerts">
      <p className="muted">
        New remote design jobs that match your search, by email. We send you a link to confirm first: nothing else is sent
        until you confirm.
      </p>
      <form className="stack" method="post" action={alertPaths.signup} noValidate aria-label="Job alert">
        <div className="field">
          <label htmlFor="alert-email">Email address</label>
          <input
            id="alert-email"
            {...emailField}
            defaultValue={values.email ?? ''}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'alert-email-error' : undefined}
          />
          <FieldError id="alert-email-error" message={errors.email} />
        </div>
        <AlertSearchFields defaults={searchDefaultsOf(values)} errors={errors} />
        <BotTrap id="alert-bot-field" />
        {errors.form && (
          <p className="alert alert-error" role="alert">
            {errors.form}
          </p>
        )}
        <p>
          <button type="submit" className="btn btn-primary">
            Get alerts
          </button>
        </p>
      </form>
    </AlertCard>
  );
}

import { alertFieldsOf, alertPaths, fieldErrors, type AlertSignupResponse } from '@rdj/shared';
import { api, ApiClientError } from '@rdj/shared/client';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@rdj/router';
import { BotTrap, emailField } from '../forms/form-parts';
import { useFormState } from '../forms/form-state';
import { AlertCard } from './alert-card';
import { AlertSearchFields, FieldError } from './alert-search-fields';
import { searchDefaultsOf } from './alert-values';

const failed = 'Could not set up the alert. Please try again.';

/** docs/errors.md#public-pages: the server's message when it sent one (a refusal, the rate limit), else a generic text. */
function failureText(error: unknown): string {
  return error instanceof ApiClientError && error.code !== 'http_error' ? error.message : failed;
}

/** A form's fields as a category page's form sends them, repeated boxes as lists (`alertFieldsOf`'s input). */
function formFields(form: HTMLFormElement): URLSearchParams {
  return new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/**
 * `/alerts/new`: the alert sign-up form on its own page. It posts to `/alerts`; the edge answers 303 to
 * `/alerts/sent`, or renders this page again (at `/alerts`) with what was typed and the messages, and renders it at
 * `/alerts/new?category=…` with a search filled in (docs/alerts.md). Hydrated, it checks the same fields with the
 * shared schema and sends them to the API, and ends on the same page.
 */
export function NewAlertPage() {
  const sent = useFormState();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>(sent?.errors ?? {});
  const [busy, setBusy] = useState(false);
  const values = sent?.values ?? {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = alertFieldsOf(formFields(event.currentTarget));
    const { alertInput } = await import('./alert-schema');
    const checked = alertInput.safeParse(fields);
    if (!checked.success) return setErrors(fieldErrors(checked.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await api<AlertSignupResponse>('/api/alerts', { method: 'POST', json: checked.data });
      navigate(alertPaths.sent);
    } catch (error) {
      setErrors({ form: failureText(error) });
      setBusy(false);
    }
  };

  return (
    <AlertCard title="Get job alerts">
      <p className="muted">
        New remote design jobs that match your search, by email. We send you a link to confirm first: nothing else is sent
        until you confirm.
      </p>
      <form className="stack" method="post" action={alertPaths.signup} onSubmit={onSubmit} noValidate aria-label="Job alert">
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
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending...' : 'Get alerts'}
          </button>
        </p>
      </form>
    </AlertCard>
  );
}

import { alertFieldsOf, fieldErrors } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';
import { useState, type FormEvent } from 'react';
import { createAlert } from '../../../api/create-alert';

const alertSentText = 'Check your inbox to confirm your alert.';
const failedText = 'Could not set up the alert. Please try again.';

interface AlertSignup {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  /** What to tell the visitor: the success text, a field's message from the schema, or the API's refusal. */
  message: string;
  /** The field the message is about, when it is about one. */
  field: string | null;
  /** The search (in words) the alert was sent for: the message stays with it, not with a later search. */
  search: string;
}

/** docs/errors.md#public-pages: the server's message when it sent one (a refusal, the rate limit), else a generic text. */
function failureText(error: unknown): string {
  return error instanceof ApiClientError && error.code !== 'http_error' ? error.message : failedText;
}

/** A form's fields as the browser posts them, repeated boxes and hidden fields as lists (`alertFieldsOf`'s input). */
function formFields(form: HTMLFormElement): URLSearchParams {
  return new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/**
 * The category page's alert form once hydrated: the same fields it posts without JavaScript, checked with the shared
 * schema (loaded on the first submit) and sent to the API. `search` is the form's search in words.
 */
export function useAlertSignup(search: string) {
  const [signup, setSignup] = useState<AlertSignup>({ status: 'idle', message: '', field: null, search });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = alertFieldsOf(formFields(form));
    setSignup({ status: 'sending', message: '', field: null, search });
    const { alertInput } = await import('../api/alert-schema');
    const checked = alertInput.safeParse(fields);
    if (!checked.success) {
      const [field, message] = Object.entries(fieldErrors(checked.error.issues))[0] ?? ['form', failedText];
      return setSignup({ status: 'failed', message, field, search });
    }
    try {
      await createAlert(checked.data);
      const email = form.elements.namedItem('email');
      if (email instanceof HTMLInputElement) email.value = '';
      setSignup({ status: 'sent', message: alertSentText, field: null, search });
    } catch (error) {
      setSignup({ status: 'failed', message: failureText(error), field: null, search });
    }
  };

  // A message belongs to the search it was sent for; after a new search or filter the form starts afresh.
  const current = signup.search === search ? signup : { status: 'idle' as const, message: '', field: null, search };
  return { signup: current, submit };
}

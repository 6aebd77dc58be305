import { emptyPosting, fieldErrors, postingLabels, type FormState, type PostingFormValues } from '@rdj/shared';
import { useState } from 'react';
import { submitPosting } from '../api/submit-posting';

type PostingValues = PostingFormValues;
/** The visible fields, in the order the form shows them. */
export type PostingFieldName = keyof typeof postingLabels;
type PostingErrors = Partial<Record<PostingFieldName, string>>;

const fieldNames = Object.keys(postingLabels) as PostingFieldName[];

function isFieldName(key: PropertyKey | undefined): key is PostingFieldName {
  return typeof key === 'string' && key in postingLabels;
}

/** The message for each visible field, as the shared schema words it. */
function errorsOf(all: Record<string, string>): PostingErrors {
  return Object.fromEntries(Object.entries(all).filter(([name]) => isFieldName(name)));
}

/** The values the form starts from: empty, or what was typed into a posting the edge refused. */
function valuesOf(sent: FormState | null): PostingValues {
  const values = { ...emptyPosting };
  for (const name of Object.keys(emptyPosting) as (keyof PostingValues)[]) {
    const typed = sent?.values[name];
    if (typeof typed === 'string') Object.assign(values, { [name]: typed });
  }
  return values;
}

/**
 * State of the post-a-job form: values, per-field errors, the busy flag and a failure message, starting from `sent`
 * when the edge rendered the page again for a refused posting (docs/pages.md, forms). `submit` checks the values with
 * the shared schema (loaded then) and answers the first invalid field (so the page can focus it), or sends them.
 */
export function usePostingForm(onSubmitted: () => void, sent: FormState | null = null) {
  const [values, setValues] = useState<PostingValues>(() => valuesOf(sent));
  const [errors, setErrors] = useState<PostingErrors>(() => errorsOf(sent?.errors ?? {}));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(sent?.errors.form ?? null);

  function change(name: keyof PostingValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (isFieldName(name)) setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  async function submit(): Promise<PostingFieldName | undefined> {
    const { jobPostingInput } = await import('../api/posting-schema');
    const result = jobPostingInput.safeParse(values);
    if (!result.success) {
      const found = errorsOf(fieldErrors(result.error.issues));
      setErrors(found);
      return fieldNames.find((name) => found[name]);
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await submitPosting(values);
      onSubmitted();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not send the job posting. Please try again.');
      setBusy(false);
    }
    return undefined;
  }

  /**
   * Takes what the visitor typed or picked before the form hydrated (docs/pages.md#islands): the controls already
   * show it, and the state starts from it, so nothing typed is lost or sent stale.
   */
  function adopt(form: HTMLFormElement) {
    const typed: Partial<PostingValues> = {};
    for (const name of Object.keys(emptyPosting) as (keyof PostingValues)[]) {
      const control = form.elements.namedItem(name);
      if (control instanceof HTMLSelectElement && control.multiple) typed[name] = Array.from(control.selectedOptions, (o) => o.value).join(',');
      else if (control instanceof HTMLInputElement && control.type === 'checkbox') typed[name] = control.checked ? control.value : '';
      else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) typed[name] = control.value;
    }
    setValues((current) => ({ ...current, ...typed }));
  }

  return { values, errors, busy, failure, change, submit, adopt };
}

export type PostingForm = ReturnType<typeof usePostingForm>;

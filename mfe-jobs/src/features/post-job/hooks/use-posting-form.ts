import { emptyPosting, jobPostingInput, postingLabels } from '@rdj/shared';
import { useState } from 'react';
import { submitPosting } from '../api/submit-posting';

export type PostingValues = typeof emptyPosting;
/** The visible fields, in the order the form shows them. */
export type PostingFieldName = keyof typeof postingLabels;
export type PostingErrors = Partial<Record<PostingFieldName, string>>;

const fieldNames = Object.keys(postingLabels) as PostingFieldName[];

function isFieldName(key: PropertyKey | undefined): key is PostingFieldName {
  return typeof key === 'string' && key in postingLabels;
}

/** The first message for each field, as the shared schema words it. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): PostingErrors {
  const errors: PostingErrors = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (isFieldName(name)) errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * State of the post-a-job form: values, per-field errors, the busy flag and a failure message. `submit` checks the
 * values with the shared schema and answers the first invalid field (so the page can focus it), or sends them.
 */
export function usePostingForm(onSubmitted: () => void) {
  const [values, setValues] = useState<PostingValues>(emptyPosting);
  const [errors, setErrors] = useState<PostingErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function change(name: keyof PostingValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (isFieldName(name)) setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  async function submit(): Promise<PostingFieldName | undefined> {
    const result = jobPostingInput.safeParse(values);
    if (!result.success) {
      const found = errorsOf(result.error.issues);
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

  return { values, errors, busy, failure, change, submit };
}

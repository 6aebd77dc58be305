import type { ChangeEvent } from 'react';
import type { PostingFieldName, PostingForm } from '../hooks/use-posting-form';

/**
 * The page's one form, so fixed ids: useId's depend on where the routes sit in the tree, which differs between the
 * edge's render and the shell's hydration.
 */
export const idOf = (name: string) => `post-job-${name}`;

/** What a part of the form gets from the page: the form's state, a control's shared props, a field's label and message. */
export interface FormParts {
  form: PostingForm;
  /** Id, name, value, change handler and the invalid state of `name`'s control, described by `hint` (an id) too. */
  control: (
    name: PostingFieldName,
    hint?: string,
  ) => {
    id: string;
    name: string;
    className: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
    'aria-required': true | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  field: (name: PostingFieldName) => { id: string; label: string; error: string | undefined };
}

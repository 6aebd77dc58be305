import { slugify } from '@rdj/shared';
import { useId, useState, type FormEvent } from 'react';

export interface TermFields {
  name: string;
  description: string;
}

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface TermFormProps {
  noun: string;
  withDescription: boolean;
  busy: boolean;
  submitLabel: string;
  initial: TermFields;
  /** Answers whether the change was saved; a new name's field empties then. */
  onSubmit: (fields: TermFields) => Promise<boolean>;
  onCancel?: () => void;
}

/** Name (and description) with the slug the name will get, for adding a new term or renaming one. */
export function TermForm({ noun, withDescription, busy, submitLabel, initial, onSubmit, onCancel }: TermFormProps) {
  const id = useId();
  const [fields, setFields] = useState(initial);
  const slug = slugify(fields.name.trim());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if ((await onSubmit(fields)) && !onCancel) setFields(initial);
  }

  return (
    <form className="stack admin-blog-term-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{onCancel ? `${capitalised(noun)} name` : `New ${noun} name`}</label>
        <input
          id={`${id}-name`}
          className="input"
          value={fields.name}
          maxLength={100}
          onChange={(event) => setFields({ ...fields, name: event.target.value })}
          onKeyDown={(event) => event.key === 'Escape' && onCancel?.()}
        />
        <p className="muted">Slug: {slug || '-'}</p>
      </div>
      {withDescription && (
        <div className="field">
          <label htmlFor={`${id}-description`}>Description</label>
          <input
            id={`${id}-description`}
            className="input"
            value={fields.description}
            maxLength={500}
            onChange={(event) => setFields({ ...fields, description: event.target.value })}
          />
        </div>
      )}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

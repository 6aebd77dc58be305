import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  /** The label as docs/validation.md#job-posting writes it; a trailing `*` marks a required field. */
  label: string;
  error?: string;
  /** Said under the control without refusing anything (docs/postings.md#gendered-titles). */
  warning?: string | null;
  wide?: boolean;
  children: ReactNode;
}

/** One labelled control with its error message under it (the control points at it with aria-describedby). */
export function FormField({ id, label, error, warning, wide, children }: FormFieldProps) {
  const required = label.endsWith('*');
  return (
    <div className={wide ? 'field jobs-post-wide' : 'field'}>
      <label htmlFor={id}>
        {required ? label.slice(0, -1) : label}
        {required && (
          <span className="jobs-post-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {warning && (
        <p id={warningId(id)} className="field-warning" data-testid="field-warning">
          {warning}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export const errorId = (id: string) => `${id}-error`;
export const warningId = (id: string) => `${id}-warning`;

import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

/** A labelled input or textarea with an optional hint under it. */
export function TextField({ label, value, onChange, hint, rows, required, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && ' *'}
      </label>
      {rows ? (
        <textarea
          id={id}
          className="input"
          rows={rows}
          value={value}
          required={required}
          maxLength={input.maxLength}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className="input"
          {...input}
          value={value}
          required={required}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className="muted">
          {hint}
        </p>
      )}
    </div>
  );
}

import { aiLabels } from '@rdj/shared';
import { useId } from 'react';

interface PresetSelectProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** One of the assistant's preset lists (docs/admin.md#ai-content-assistant) as a labelled select, each option read through `aiLabels`. */
export function PresetSelect<T extends string>({ label, options, value, onChange, disabled }: PresetSelectProps<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {aiLabels[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}

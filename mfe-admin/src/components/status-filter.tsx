import type { FilterOption } from '../hooks/use-status-filter';

interface StatusFilterProps<T extends string> {
  id: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (status: string) => void;
}

/** The "Status" select above a listing (see useStatusFilter for where the choice is kept). */
export function StatusFilter<T extends string>({ id, options, value, onChange }: StatusFilterProps<T>) {
  return (
    <div className="field admin-filter">
      <label htmlFor={id}>Status</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

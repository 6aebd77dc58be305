import { employmentTypes, experienceLevels, type EmploymentType, type ExperienceLevel } from '@rdj/shared';

export interface EndlessFilterValues {
  employment: EmploymentType[];
  experience: ExperienceLevel[];
}

/** Toggles `value` in `chosen`, keeping the order of `all` so the same choice always makes the same request. */
function toggled<T>(all: readonly T[], chosen: readonly T[], value: T): T[] {
  return all.filter((item) => (item === value ? !chosen.includes(item) : chosen.includes(item)));
}

/** Employment type and experience level checkboxes of the endless list; nothing checked means everything. */
export function EndlessFilters({ value, onChange }: { value: EndlessFilterValues; onChange: (next: EndlessFilterValues) => void }) {
  return (
    <div className="card stack jobs-filters">
      <fieldset>
        <legend>Employment type</legend>
        {employmentTypes.map((type) => (
          <label key={type} className="jobs-filter-option">
            <input
              type="checkbox"
              checked={value.employment.includes(type)}
              onChange={() => onChange({ ...value, employment: toggled(employmentTypes, value.employment, type) })}
            />
            {type}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Experience level</legend>
        {experienceLevels.map((level) => (
          <label key={level.value} className="jobs-filter-option">
            <input
              type="checkbox"
              checked={value.experience.includes(level.value)}
              onChange={() =>
                onChange({
                  ...value,
                  experience: toggled(
                    experienceLevels.map((l) => l.value),
                    value.experience,
                    level.value,
                  ),
                })
              }
            />
            {level.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

import {
  alertFrequencies,
  alertFrequencyLabels,
  categories,
  employmentTypes,
  experienceLevels,
  maxSearchLength,
  showsPayLabel,
} from '@rdj/shared';
import type { AlertSearchDefaults } from './alert-values';

/** A field's message from the shared schema, as the edge words it when it renders a refused form again. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

/** The attributes that tie a field to its message. */
function invalidProps(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}

/**
 * How often and what an alert follows: the fields of the sign-up form and of the manage page, named as the shared
 * alert schema names them, so the edge reads either form as it reads the API's JSON. Unticked boxes mean every type;
 * Shows pay ticked keeps to jobs whose pay reads as a range (docs/postings.md#shows-pay-filter).
 */
export function AlertSearchFields({ defaults, errors }: { defaults: AlertSearchDefaults; errors: Record<string, string> }) {
  return (
    <>
      <fieldset className="choices" {...invalidProps('alert-frequency-error', errors.frequency)}>
        <legend>How often</legend>
        {alertFrequencies.map((frequency) => (
          <label key={frequency} className="choice">
            <input type="radio" name="frequency" value={frequency} defaultChecked={defaults.frequency === frequency} />
            {alertFrequencyLabels[frequency]}
          </label>
        ))}
        <FieldError id="alert-frequency-error" message={errors.frequency} />
      </fieldset>
      <div className="field">
        <label htmlFor="alert-category">Category</label>
        <select
          id="alert-category"
          name="category"
          className="input"
          defaultValue={defaults.category}
          {...invalidProps('alert-category-error', errors.category)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
        <FieldError id="alert-category-error" message={errors.category} />
      </div>
      <div className="field">
        <label htmlFor="alert-q">Search text (optional)</label>
        <input
          id="alert-q"
          name="q"
          className="input"
          type="text"
          maxLength={maxSearchLength}
          placeholder="e.g. logo, Figma"
          defaultValue={defaults.q}
          {...invalidProps('alert-q-error', errors.q)}
        />
        <FieldError id="alert-q-error" message={errors.q} />
      </div>
      <fieldset className="choices" {...invalidProps('alert-employment-error', errors.employment)}>
        <legend>Employment type</legend>
        {employmentTypes.map((type) => (
          <label key={type} className="choice">
            <input type="checkbox" name="employment" value={type} defaultChecked={defaults.employment.includes(type)} />
            {type}
          </label>
        ))}
        <FieldError id="alert-employment-error" message={errors.employment} />
      </fieldset>
      <fieldset className="choices" {...invalidProps('alert-experience-error', errors.experience)}>
        <legend>Experience level</legend>
        {experienceLevels.map((level) => (
          <label key={level.value} className="choice">
            <input type="checkbox" name="experience" value={level.value} defaultChecked={defaults.experience.includes(level.value)} />
            {level.label}
          </label>
        ))}
        <FieldError id="alert-experience-error" message={errors.experience} />
      </fieldset>
      <label className="choice">
        <input type="checkbox" name="pay" value="1" defaultChecked={defaults.pay} />
        {showsPayLabel}
      </label>
      <FieldError id="alert-pay-error" message={errors.pay} />
    </>
  );
}

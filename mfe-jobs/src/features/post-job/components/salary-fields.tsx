import { postingGroups, postingLabels, salaryCurrencies, salaryPeriods } from '@rdj/shared';
import { errorId, FormField } from './form-field';
import { idOf, type FormParts } from './form-parts';
import { PayLawFields } from './pay-law-fields';

/**
 * The salary as a range (docs/postings.md#salary): whole amounts, a currency and what it is paid per, or Not
 * disclosed. The schema asks for both amounts unless the box is ticked, and refuses the box where a pay law applies.
 */
export function SalaryFields(parts: FormParts) {
  const { form, control, field } = parts;
  const hint = idOf('salary-hint');
  const undisclosed = idOf('salaryUndisclosed');
  const error = form.errors.salaryUndisclosed;
  return (
    <fieldset className="jobs-post-group jobs-post-wide">
      <legend>{postingGroups.salary}</legend>
      <p id={hint} className="muted jobs-post-hint">
        Whole amounts, like 60000 to 80000.
      </p>
      <div className="jobs-post-row">
        <FormField {...field('salaryMin')}>
          <input {...control('salaryMin', hint)} type="text" inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField {...field('salaryMax')}>
          <input {...control('salaryMax', hint)} type="text" inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField {...field('salaryCurrency')}>
          <select {...control('salaryCurrency')}>
            {salaryCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </FormField>
        <FormField {...field('salaryPeriod')}>
          <select {...control('salaryPeriod')}>
            {salaryPeriods.map((period) => (
              <option key={period.value} value={period.value}>
                {period.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <label className="choice" htmlFor={undisclosed}>
        <input
          id={undisclosed}
          type="checkbox"
          name="salaryUndisclosed"
          value="on"
          checked={form.values.salaryUndisclosed === 'on'}
          onChange={(event) => form.change('salaryUndisclosed', event.target.checked ? 'on' : '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(undisclosed) : undefined}
        />
        {postingLabels.salaryUndisclosed}
      </label>
      {error && (
        <p id={errorId(undisclosed)} className="field-error">
          {error}
        </p>
      )}
      <PayLawFields {...parts} />
    </fieldset>
  );
}

import { runDayChoices } from '@rdj/shared';
import { FormField } from './form-field';
import type { FormParts } from './form-parts';

/** How long the posting runs once approved (docs/postings.md#lifecycle): its `validThrough`. */
export function RunDaysField({ form, control, field }: FormParts) {
  const chosen = Number(form.values.runDays);
  // An edit keeps a length the list does not offer.
  const choices = runDayChoices.some((days) => days === chosen) || !chosen ? [...runDayChoices] : [...runDayChoices, chosen].sort((a, b) => a - b);
  return (
    <FormField {...field('runDays')}>
      <select {...control('runDays')}>
        {choices.map((days) => (
          <option key={days} value={String(days)}>
            {days} days
          </option>
        ))}
      </select>
    </FormField>
  );
}

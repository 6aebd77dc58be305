import { FormField } from './form-field';
import { idOf, type FormParts } from './form-parts';

/**
 * What the pay laws ask beside the range (docs/postings.md#pay-transparency-laws): a description of benefits and
 * other pay, and the day applications close. Both optional unless a law that applies to the posting asks for them;
 * the schema says which law when it does.
 */
export function PayLawFields({ control, field }: FormParts) {
  const hint = idOf('pay-law-hint');
  return (
    <>
      <p id={hint} className="muted jobs-post-hint">
        Some places' laws (Colorado, the EU, and others) require the range, benefits or a close date in a job ad open to
        them; the form says which law when one applies.
      </p>
      <FormField {...field('benefits')} wide>
        <textarea {...control('benefits', hint)} rows={3} placeholder="Health insurance, 401(k) match, 25 days off, yearly bonus" />
      </FormField>
      <FormField {...field('applicationCloses')}>
        <input {...control('applicationCloses', hint)} type="date" placeholder="YYYY-MM-DD" />
      </FormField>
    </>
  );
}

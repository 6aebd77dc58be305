import {
  countries,
  salaryCurrencies,
  salaryFilterNote,
  salaryFloorSteps,
  workFromFilterNote,
  type CategoryListing,
  type SalaryCurrency,
  type SalaryFloor,
} from '@rdj/shared';
import { useEffect, useRef, type FormEvent } from 'react';
import { useHydrated } from '../../../page-data/context';
import { HiddenFields } from './hidden-fields';

export interface SalaryCountryValues {
  salary: SalaryFloor | null;
  from: string | null;
}

/** 60000 → "60,000", the same characters on the edge and in every browser. */
const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The form's choice as the listing holds it: no floor while "Any" is chosen, whatever the currency. */
function valuesOf(form: FormData): SalaryCountryValues {
  const amount = Number(form.get('salary') ?? '');
  const currency = salaryCurrencies.find((c) => c === form.get('currency')) ?? 'USD';
  const from = String(form.get('from') ?? '');
  return { salary: amount > 0 ? { amount, currency } : null, from: from || null };
}

/**
 * "Minimum salary" and "I work from" (docs/postings.md#salary-filter, #work-from-filter): they narrow both of the
 * page's lists, and each says beside it which jobs it hides because they do not say. A GET form like the endless
 * list's filters: before JavaScript "Apply salary and country" submits it and the edge renders the narrowed page;
 * once hydrated each choice applies at once and the button goes. The choices follow the address when it changes
 * otherwise (Back). It carries the search and the endless list's filters; both lists start again from their first
 * page.
 */
export function SalaryCountryFilters({ listing, onChange }: { listing: CategoryListing; onChange: (next: SalaryCountryValues) => void }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { salary, from } = listing;
  const currency: SalaryCurrency = salary?.currency ?? 'USD';
  // A floor typed into the address that is not one of the steps is offered as it is, so the choice shows it.
  const offered = salary && !salaryFloorSteps.some((step) => step === salary.amount);
  const steps: readonly number[] = offered ? [...salaryFloorSteps, salary.amount].sort((a, b) => a - b) : salaryFloorSteps;
  const shownKey = `${salary?.amount ?? ''}|${currency}|${from ?? ''}`;
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const set = (name: string, value: string) => {
      const select = form.elements.namedItem(name);
      if (select instanceof HTMLSelectElement) select.value = value;
    };
    set('salary', salary ? String(salary.amount) : '');
    if (salary) set('currency', currency);
    set('from', from ?? '');
  }, [shownKey]);
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    const next = valuesOf(new FormData(event.currentTarget));
    // A currency chosen before a floor changes nothing the page shows: no new address for it.
    if (`${next.salary?.amount ?? ''}|${next.salary?.currency ?? currency}|${next.from ?? ''}` !== shownKey) onChange(next);
  };
  return (
    <form
      ref={formRef}
      className="card stack jobs-filters jobs-pay-place"
      method="get"
      aria-label="Salary and country"
      onChange={onFormChange}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label htmlFor="jobs-salary-floor">Minimum salary a year</label>
        <div className="jobs-salary-floor">
          <select id="jobs-salary-floor" className="input" name="salary" defaultValue={salary ? String(salary.amount) : ''} aria-describedby="jobs-salary-note">
            <option value="">Any</option>
            {steps.map((step) => (
              <option key={step} value={step}>
                {grouped(step)}
              </option>
            ))}
          </select>
          <select className="input" name="currency" defaultValue={currency} aria-label="Currency">
            {salaryCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <p id="jobs-salary-note" className="jobs-filter-note">
          {salaryFilterNote}
        </p>
      </div>
      <div className="field">
        <label htmlFor="jobs-work-from">I work from</label>
        <select id="jobs-work-from" className="input" name="from" defaultValue={from ?? ''} aria-describedby="jobs-work-from-note">
          <option value="">Anywhere</option>
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <p id="jobs-work-from-note" className="jobs-filter-note">
          {workFromFilterNote}
        </p>
      </div>
      <HiddenFields values={{ q: listing.q, employment: listing.employment, experience: listing.experience }} />
      {!hydrated && (
        <button type="submit" className="btn btn-secondary">
          Apply salary and country
        </button>
      )}
    </form>
  );
}

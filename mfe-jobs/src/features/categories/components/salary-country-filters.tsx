import {
  countries,
  salaryCurrencies,
  salaryFilterNote,
  salaryFloorSteps,
  showsPayLabel,
  workFromFilterNote,
  type CategoryListing,
  type SalaryCurrency,
} from '@rdj/shared';
import { HiddenFields } from './hidden-fields';

/** 60000 → "60,000", the same characters on the edge and in every browser. */
const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "Minimum salary", "Shows pay" and "I work from" (docs/postings.md#salary-filter, #shows-pay-filter,
 * #work-from-filter): they narrow both of the page's lists, and the floor and the country say beside them which jobs
 * they hide because they do not say. A GET form like the endless
 * list's filters: "Apply salary and country" submits it and the edge renders the narrowed page. It carries the search
 * and the endless list's filters; both lists start again from their first page. `autoComplete="off"`: on Back the
 * browser does not put the choices last made into the page it loads again, so they are always the address's.
 */
export function SalaryCountryFilters({ listing }: { listing: CategoryListing }) {
  const { salary, from, pay } = listing;
  const currency: SalaryCurrency = salary?.currency ?? 'USD';
  // A floor typed into the address that is not one of the steps is offered as it is, so the choice shows it.
  const offered = salary && !salaryFloorSteps.some((step) => step === salary.amount);
  const steps: readonly number[] = offered ? [...salaryFloorSteps, salary.amount].sort((a, b) => a - b) : salaryFloorSteps;
  return (
    <form className="card stack jobs-filters jobs-pay-place" method="get" autoComplete="off" aria-label="Salary and country">
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
        <label className="choice">
          <input type="checkbox" name="pay" value="1" defaultChecked={pay} />
          {showsPayLabel}
        </label>
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
      <button type="submit" className="btn btn-secondary">
        Apply salary and country
      </button>
    </form>
  );
}

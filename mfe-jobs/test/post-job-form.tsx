import { postingLabels, type FormState } from '@rdj/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { PostJobForm } from '../src/features/post-job/components/post-job-form';

/** Test support for the post-a-job island (`PostJobForm`): rendering it, filling it in, reading its messages. */

/** Renders the island as the browser has it once hydrated, from what the edge filled it with (`sent`). */
export function renderPostJobForm(sent: FormState | null = null) {
  // Where the form goes once the posting is sent: a document load, which happy-dom does not do.
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  return { ...render(<PostJobForm sent={sent} />), assign };
}

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
export const submitButton = () => screen.getByRole('button', { name: 'Submit Job Posting' });
export const postingRequest = 'POST /api/postings';

/** What `fillValid` types. */
export const filled = {
  title: 'Senior Brand Designer',
  company: 'Acme Studio',
  salaryMin: '70000',
  salaryMax: '90,000',
  description: 'Lead our brand.\nWork with product.',
  requirements: '5 years of brand work',
  applicationUrl: 'https://acme.example.com/jobs/7',
  companyWebsite: 'https://acme.example.com',
  email: 'hiring@acme.example.com',
};

/**
 * Picks `names` in the places' multiple select, as Ctrl-clicks would (user-event picks only the first option of a
 * multiple select inside option groups), and reports the change. Each option is marked too: happy-dom keeps
 * `selectedOptions` from its last reading until the DOM changes, and picking alone changes no markup.
 */
export function pickPlaces(names: string[]) {
  const places = select(postingLabels.workFrom);
  for (const option of Array.from(places.options)) {
    option.selected = names.includes(option.textContent ?? '');
    option.toggleAttribute('data-picked', option.selected);
  }
  fireEvent.change(places);
}

/** Types into a field the quick way: focus it and paste, as a person pasting from elsewhere would. */
export async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(input(label));
  await user.paste(text);
}

/**
 * Fills every field the schema asks for with `filled`, 1–3 employees, Contract, Brand Design, EUR, Portugal and Europe
 * (the EU's pay law asks for the range it has: docs/postings.md#pay-transparency-laws).
 */
export async function fillValid() {
  const user = userEvent.setup();
  await enter(user, postingLabels.title, filled.title);
  await enter(user, postingLabels.company, filled.company);
  await user.selectOptions(input(postingLabels.employerSize), '1–3 employees');
  await user.selectOptions(input(postingLabels.type), 'Contract');
  await user.selectOptions(input(postingLabels.category), 'Brand Design');
  await enter(user, postingLabels.salaryMin, filled.salaryMin);
  await enter(user, postingLabels.salaryMax, filled.salaryMax);
  await user.selectOptions(input(postingLabels.salaryCurrency), 'EUR');
  pickPlaces(['Portugal', 'Europe']);
  await enter(user, postingLabels.description, filled.description);
  await enter(user, postingLabels.requirements, filled.requirements);
  await enter(user, postingLabels.applicationUrl, filled.applicationUrl);
  await enter(user, postingLabels.companyWebsite, filled.companyWebsite);
  await enter(user, postingLabels.email, filled.email);
  return user;
}

/** The message shown for the field labelled `label`, tied to it by aria-describedby; null for none. */
export function errorOf(label: string): string | null {
  const control = input(label);
  const id = control.getAttribute('aria-describedby')?.split(' ').find((described) => described.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** The JSON body of the `n`th request sent. */
export function sentBody(fetchMock: { mock: { calls: unknown[][] } }, n = 0): Record<string, string> {
  const init = fetchMock.mock.calls[n]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

// The post-a-job island's fields (docs/pages.md#post-a-job, docs/validation.md#job-posting), as it renders them.
import { postingCategories, postingLabels, postingTypes } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { input, pickPlaces, renderPostJobForm, select } from '../../../../test/post-job-form';

describe('the post-a-job form’s fields', () => {
  it('is titled Post a Design Job and labels every field, marking the required ones', () => {
    renderPostJobForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Post a Design Job' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Post a Design Job' })).toBeTruthy();
    for (const label of Object.values(postingLabels)) {
      expect(input(label).getAttribute('aria-required') === 'true').toBe(label.endsWith('*'));
    }
    expect(input('Job Title*').name).toBe('title');
    for (const legend of ['Salary Range', 'Where can people work from?', 'Time zones (optional)']) {
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();
    }
    expect(within(screen.getByRole('group', { name: 'Salary Range' })).getByLabelText('Minimum')).toBe(input('Minimum'));
    expect(within(screen.getByRole('group', { name: 'Time zones (optional)' })).getByLabelText('From')).toBe(input('From'));
  });

  it('posts form-encoded to /post-job with every field named as the schema names it', () => {
    const { container } = renderPostJobForm();
    const form = container.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/post-job']);
    const names = Array.from(form.querySelectorAll<HTMLInputElement>('input, select, textarea'), (control) => control.name);
    expect(names.sort()).toEqual(
      ['title', 'company', 'employerSize', 'type', 'category', 'salaryMin', 'salaryMax', 'salaryCurrency', 'salaryPeriod', 'salaryUndisclosed', 'benefits', 'applicationCloses', 'workFrom', 'tzMin', 'tzMax', 'runDays', 'description', 'requirements', 'applicationUrl', 'companyWebsite', 'email', 'botField'].sort(),
    );
    // A multiple select sends one workFrom field per place chosen, the checkbox "on" only when ticked.
    expect(form.querySelector<HTMLSelectElement>('select[name="workFrom"]')?.multiple).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[name="salaryUndisclosed"]')?.value).toBe('on');
    expect(form.querySelector('input[name="editToken"]')).toBeNull();
  });

  it('takes the salary as two whole amounts, a currency (USD first) and a period (per year first), or Not disclosed', () => {
    renderPostJobForm();
    expect([input('Minimum').getAttribute('inputmode'), input('Maximum').getAttribute('inputmode')]).toEqual(['numeric', 'numeric']);
    expect(Array.from(select('Currency').options, (o) => o.value)).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF']);
    expect(select('Currency').value).toBe('USD');
    expect(Array.from(select('Period').options, (o) => [o.value, o.textContent])).toEqual([
      ['year', 'per year'],
      ['month', 'per month'],
      ['hour', 'per hour'],
    ]);
    expect(select('Period').value).toBe('year');
    expect([input('Not disclosed').type, input('Not disclosed').checked]).toEqual(['checkbox', false]);
  });

  it('lists regions, then countries, then US states, in one multiple select where none chosen means worldwide', () => {
    renderPostJobForm();
    const places = select('Countries and regions');
    expect(places.multiple).toBe(true);
    expect(Array.from(places.querySelectorAll('optgroup'), (g) => g.label)).toEqual(['Regions', 'Countries', 'US states']);
    const [regionGroup, countryGroup] = Array.from(places.querySelectorAll('optgroup'));
    expect(Array.from(regionGroup!.querySelectorAll('option'), (o) => o.textContent)).toContain('Europe');
    expect(countryGroup!.querySelector('option[value="PT"]')?.textContent).toBe('Portugal');
    expect(places.selectedOptions).toHaveLength(0);
    expect(document.getElementById(places.getAttribute('aria-describedby')!)?.textContent).toMatch(/empty for worldwide/);
    expect(screen.getByTestId('work-from-chosen').textContent).toBe('Open to: Worldwide');
  });

  it('says what is chosen as places are picked', () => {
    renderPostJobForm();
    pickPlaces(['Portugal', 'Latin America']);
    expect(screen.getByTestId('work-from-chosen').textContent).toBe('Open to: Latin America, Portugal');
  });

  it('offers a band of time zones from UTC−12 to UTC+14, Any by default, and run lengths up to 60 days, 30 chosen', () => {
    renderPostJobForm();
    for (const end of ['From', 'To']) {
      const texts = Array.from(select(end).options, (o) => o.textContent);
      expect([texts[0], texts[1], texts.at(-1), texts.includes('UTC'), select(end).value]).toEqual(['Any', 'UTC−12', 'UTC+14', true, '']);
    }
    const runDays = select('How long should it run?');
    expect(Array.from(runDays.options, (o) => o.textContent)).toEqual(['7 days', '14 days', '30 days', '45 days', '60 days']);
    expect(runDays.value).toBe('30');
  });

  it('offers the job types with Full-time first and chosen, and the categories by label, graphic-design chosen', () => {
    renderPostJobForm();
    const types = select(postingLabels.type);
    expect(Array.from(types.options, (o) => o.value)).toEqual([...postingTypes]);
    expect(Array.from(types.options, (o) => o.value)).toEqual(['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship']);
    expect(types.value).toBe('Full-time');
    const category = select(postingLabels.category);
    expect(Array.from(category.options, (o) => o.value)).toEqual(['graphic-design', 'ui-ux-design', 'product-design', 'motion-design', 'brand-design']);
    expect(Array.from(category.options, (o) => o.textContent)).toEqual(postingCategories.map((c) => c.label));
    expect(category.value).toBe('graphic-design');
  });

  it('has a 6-row description, a 4-row requirements box and url and email inputs', () => {
    renderPostJobForm();
    expect([input(postingLabels.description).tagName, input(postingLabels.description).getAttribute('rows')]).toEqual(['TEXTAREA', '6']);
    expect([input(postingLabels.requirements).tagName, input(postingLabels.requirements).getAttribute('rows')]).toEqual(['TEXTAREA', '4']);
    expect([input(postingLabels.applicationUrl).type, input(postingLabels.companyWebsite).type, input(postingLabels.email).type]).toEqual(['url', 'url', 'email']);
  });

  it('hides the bot field from people, keyboards and screen readers', () => {
    const { container } = renderPostJobForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="botField"]')!;
    expect([trap.tabIndex, trap.getAttribute('autocomplete')]).toEqual([-1, 'off']);
    expect(trap.closest('[aria-hidden="true"]')?.classList.contains('jobs-post-trap')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });
});

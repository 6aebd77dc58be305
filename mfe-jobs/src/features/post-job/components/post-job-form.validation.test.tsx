// The post-a-job island checks each field as the shared schema does, on submit, and sends nothing invalid.
import { postingLabels } from '@rdj/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { enter, errorOf, fillValid, input, pickPlaces, postingRequest, renderPostJobForm, submitButton } from '../../../../test/post-job-form';

// Filling eleven fields through real events takes a second or more on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

describe('the post-a-job form’s checks', () => {
  it('shows each required message under its field, focuses the first and sends nothing when submitted empty', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    const { assign } = renderPostJobForm();
    await userEvent.click(submitButton());

    // The schema is loaded on the first submit: its messages follow a moment later.
    await screen.findByText('Job title is required');
    expect(errorOf(postingLabels.title)).toBe('Job title is required');
    expect(errorOf(postingLabels.company)).toBe('Company name is required');
    expect(errorOf(postingLabels.description)).toBe('Job description is required');
    expect(errorOf(postingLabels.applicationUrl)).toBe('Application URL is required');
    expect(errorOf(postingLabels.email)).toBe('Contact email is required');
    expect(errorOf(postingLabels.salaryMin)).toBe('Give a minimum, or tick Not disclosed');
    expect(errorOf(postingLabels.salaryMax)).toBe('Give a maximum, or tick Not disclosed');
    for (const optional of [postingLabels.workFrom, postingLabels.tzMin, postingLabels.requirements, postingLabels.companyWebsite]) {
      expect(input(optional).getAttribute('aria-invalid')).toBeNull();
      expect(errorOf(optional)).toBeNull();
    }
    expect(input(postingLabels.title).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(postingLabels.title));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('names a bad application URL, company website and email, focusing the first of them', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    renderPostJobForm();
    const user = await fillValid();
    await user.clear(input(postingLabels.applicationUrl));
    await enter(user, postingLabels.applicationUrl, 'javascript:alert(1)');
    await user.clear(input(postingLabels.companyWebsite));
    await enter(user, postingLabels.companyWebsite, 'acme dot com');
    await user.clear(input(postingLabels.email));
    await enter(user, postingLabels.email, 'hiring-at-acme');
    await user.click(submitButton());

    await screen.findByText('Enter a valid email address');
    expect(errorOf(postingLabels.applicationUrl)).toBe('Application URL must be a full http(s) URL, like https://example.com/jobs/1');
    expect(errorOf(postingLabels.companyWebsite)).toBe('Company website must be a full http(s) URL, like https://example.com/jobs/1');
    expect(errorOf(postingLabels.email)).toBe('Enter a valid email address');
    expect(errorOf(postingLabels.title)).toBeNull();
    expect(document.activeElement).toBe(input(postingLabels.applicationUrl));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field’s message once it is edited', async () => {
    stubFetch({});
    renderPostJobForm();
    await userEvent.click(submitButton());
    await screen.findByText('Job title is required');
    await userEvent.type(input(postingLabels.title), 'Designer');
    expect(errorOf(postingLabels.title)).toBeNull();
    expect(errorOf(postingLabels.company)).toBe('Company name is required');
  });

  it('names a maximum under the minimum and an amount that is not a whole number, sending nothing', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    renderPostJobForm();
    const user = await fillValid();
    await user.clear(input(postingLabels.salaryMax));
    await enter(user, postingLabels.salaryMax, '50000');
    await user.click(submitButton());

    expect(await screen.findByText('Maximum must be at least the minimum')).toBeTruthy();
    expect(errorOf(postingLabels.salaryMax)).toBe('Maximum must be at least the minimum');
    expect(document.activeElement).toBe(input(postingLabels.salaryMax));

    await user.clear(input(postingLabels.salaryMin));
    await enter(user, postingLabels.salaryMin, '45k');
    await user.click(submitButton());
    await screen.findByText('Minimum must be a whole number, like 60000');
    expect(errorOf(postingLabels.salaryMin)).toBe('Minimum must be a whole number, like 60000');
    expect(document.activeElement).toBe(input(postingLabels.salaryMin));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for both ends of a time zone band', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    renderPostJobForm();
    const user = await fillValid();
    await user.selectOptions(input('From'), 'UTC+1');
    await user.click(submitButton());

    expect(await screen.findByText('Choose both ends of the time zone band, or neither')).toBeTruthy();
    expect(errorOf('To')).toBe('Choose both ends of the time zone band, or neither');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses Not disclosed for a job open to Colorado, naming the law, and asks for benefits and a close date', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    const { assign } = renderPostJobForm();
    const user = await fillValid();
    pickPlaces(['Colorado']);
    await user.click(input('Not disclosed'));
    await user.click(submitButton());

    const law = "Colorado's Equal Pay for Equal Work Act";
    await screen.findByText(`${law} requires the pay range for a job open to Colorado: give a minimum and maximum`);
    expect(errorOf('Not disclosed')).toBe(`${law} requires the pay range for a job open to Colorado: give a minimum and maximum`);
    expect(errorOf(postingLabels.benefits)).toBe(`${law} requires a description of benefits and other pay for a job open to Colorado`);
    expect(errorOf(postingLabels.applicationCloses)).toBe(`${law} requires the date applications close for a job open to Colorado`);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('warns of a gendered title in an ad open to the EU, and sends it all the same', async () => {
    stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    const { assign } = renderPostJobForm();
    const user = await fillValid();
    await user.clear(input(postingLabels.title));
    await enter(user, postingLabels.title, 'Lead Draftsman');
    expect(screen.getByTestId('field-warning').textContent).toContain('Consider "drafter"');
    pickPlaces(['Canada']);
    expect(screen.queryByTestId('field-warning')).toBeNull();
    pickPlaces(['Portugal']);
    await user.click(submitButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'));
  });
});

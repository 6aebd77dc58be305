// The post-a-job island sends a valid posting to the API and goes to /thank-you, as the edge's answer does.
import { postingLabels } from '@rdj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, heldReply, stubFetch } from '../../../../test/fetch-stub';
import { fillValid, filled, input, pickPlaces, postingRequest, renderPostJobForm, sentBody, submitButton } from '../../../../test/post-job-form';

// Filling eleven fields through real events takes a second or more on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

describe('sending a job posting', () => {
  it('posts the typed posting as JSON and goes to /thank-you', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    const { assign } = renderPostJobForm();
    const user = await fillValid();
    await user.click(submitButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, postingRequest)).toBe(1);
    expect(sentBody(fetchMock)).toEqual({
      ...filled,
      employerSize: '1',
      type: 'Contract',
      category: 'brand-design',
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      salaryUndisclosed: '',
      benefits: '',
      applicationCloses: '',
      workFrom: 'europe,PT',
      tzMin: '',
      tzMax: '',
      runDays: '30',
      editToken: '',
      botField: '',
    });
  });

  it('sends Not disclosed, a band of time zones and a run length as chosen', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    const { assign } = renderPostJobForm();
    const user = await fillValid();
    // The United Kingdom: no pay law of docs/postings.md#pay-transparency-laws reaches it.
    pickPlaces(['United Kingdom']);
    await user.clear(input(postingLabels.salaryMin));
    await user.clear(input(postingLabels.salaryMax));
    await user.click(input('Not disclosed'));
    await user.selectOptions(input('From'), 'UTC−3');
    await user.selectOptions(input('To'), 'UTC+2');
    await user.selectOptions(input('How long should it run?'), '60 days');
    await user.click(submitButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'));
    expect(sentBody(fetchMock)).toMatchObject({ salaryMin: '', salaryMax: '', salaryUndisclosed: 'on', tzMin: '-3', tzMax: '2', runDays: '60' });
  });

  it('reads Submitting... and cannot be pressed again while the posting is sent', async () => {
    const answer = heldReply();
    const fetchMock = stubFetch({ [postingRequest]: answer.handler });
    const { assign } = renderPostJobForm();
    const user = await fillValid();
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveProperty('disabled', true);
    await user.click(busy);
    expect(callsTo(fetchMock, postingRequest)).toBe(1);
    answer.release({ status: 201, body: { ok: true } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'));
  });

  it("shows the server's refusal and keeps every typed value, staying on the page", async () => {
    stubFetch({ [postingRequest]: { status: 400, body: { error: { code: 'invalid_input', message: 'title: Job title is required' } } } });
    const { assign } = renderPostJobForm();
    const user = await fillValid();
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe('title: Job title is required');
    expect(assign).not.toHaveBeenCalled();
    expect(input(postingLabels.title).value).toBe(filled.title);
    expect(input(postingLabels.description).value).toBe(filled.description);
    expect(input(postingLabels.email).value).toBe(filled.email);
    expect(input(postingLabels.type).value).toBe('Contract');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('shows the failure message when the server cannot be reached, keeping the values', async () => {
    const fetchMock = stubFetch({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { assign } = renderPostJobForm();
    const user = await fillValid();
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the server. Check your connection and try again.');
    expect(input(postingLabels.company).value).toBe(filled.company);
    expect(within(screen.getByRole('form')).getByDisplayValue(filled.applicationUrl)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('answers a filled bot field like any other posting, sending it to the server to ignore', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    const { container, assign } = renderPostJobForm();
    const user = await fillValid();
    await user.type(container.querySelector<HTMLInputElement>('input[name="botField"]')!, 'spam');
    await user.click(submitButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'));
    expect(sentBody(fetchMock).botField).toBe('spam');
  });
});

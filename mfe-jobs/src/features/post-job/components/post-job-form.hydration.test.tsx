// The post-a-job island hydrating the edge's form (docs/pages.md#islands): what the visitor typed or picked before
// it hydrated is kept, shown and sent.
import { postingLabels } from '@rdj/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { edgeHtml } from '../../../../test/edge';
import { stubFetch } from '../../../../test/fetch-stub';
import { hydrateIslands } from '../../../../test/islands';
import { postJobPage } from '../../../../test/pages';
import { errorOf, input, postingRequest, sentBody, submitButton } from '../../../../test/post-job-form';

vi.setConfig({ testTimeout: 20_000 });

/** What a visitor types and picks into the edge's form before its island has hydrated. */
const typed = {
  title: 'Senior Brand Designer',
  company: 'Acme Studio',
  description: 'Lead our brand.',
  applicationUrl: 'https://acme.example.com/jobs/7',
  email: 'hiring@acme.example.com',
};

function typeBeforeHydration(page: HTMLElement) {
  for (const [name, value] of Object.entries(typed)) {
    page.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!.value = value;
  }
  page.querySelector<HTMLSelectElement>('select[name="type"]')!.value = 'Contract';
  page.querySelector<HTMLSelectElement>('select[name="employerSize"]')!.value = '1';
  page.querySelector<HTMLInputElement>('input[name="salaryUndisclosed"]')!.checked = true;
  // The United Kingdom: no pay law of docs/postings.md#pay-transparency-laws reaches it.
  page.querySelector<HTMLOptionElement>('select[name="workFrom"] option[value="GB"]')!.selected = true;
}

describe('the post-a-job island hydrating the edge’s form', () => {
  it('keeps what was typed before it hydrated, and sends it', async () => {
    const fetchMock = stubFetch({ [postingRequest]: { status: 201, body: { ok: true } } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { onRecoverableError, consoleError } = await hydrateIslands(edgeHtml(postJobPage()), typeBeforeHydration);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(input(postingLabels.title).value).toBe(typed.title);

    await userEvent.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'));
    expect(sentBody(fetchMock)).toMatchObject({ ...typed, type: 'Contract', employerSize: '1', salaryUndisclosed: 'on', workFrom: 'GB' });
  });

  it('checks what was typed before it hydrated, not the empty form it started as', async () => {
    stubFetch({});
    await hydrateIslands(edgeHtml(postJobPage()), (page) => {
      page.querySelector<HTMLInputElement>('[name="title"]')!.value = 'Senior Brand Designer';
    });
    await userEvent.click(submitButton());
    await screen.findByText('Company name is required');
    expect(errorOf(postingLabels.title)).toBeNull();
  });
});

import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompanyWithJobs } from '../../../../test/company';
import { stubFetch } from '../../../../test/fetch-stub';
import { hydrate, servedPage } from '../../../../test/served-page';

let root: Root | undefined;

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('hydrating the company page', () => {
  it('takes over the page as the edge rendered it, without asking for the company again', async () => {
    const fetchMock = stubFetch({});
    const answer = aCompanyWithJobs();
    const path = '/companies/acme-studio';
    const { container, serverHtml } = await servedPage(path, { '/api/companies/acme-studio': { status: 200, body: answer } });
    const hydrated = await hydrate(container, path);
    root = hydrated.root;

    expect(hydrated.onRecoverableError).not.toHaveBeenCalled();
    expect(hydrated.consoleError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Studio' })).toBeTruthy();
    const jobs = screen.getByRole('region', { name: 'Open remote design jobs at Acme Studio' });
    expect(within(jobs).getAllByRole('article')).toHaveLength(2);
  });

  it('takes over Company not found without asking', async () => {
    const fetchMock = stubFetch({});
    const path = '/companies/gone';
    const { container } = await servedPage(path, {});
    const hydrated = await hydrate(container, path);
    root = hydrated.root;
    expect(hydrated.onRecoverableError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();
  });
});

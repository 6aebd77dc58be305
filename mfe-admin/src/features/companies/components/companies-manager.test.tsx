import type { AdminCompany } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held, type Handler } from '../../../../test/fetch-stub';
import { openDashboardWith } from '../../../../test/dashboard';
import { stubUpload } from '../../../../test/xhr-stub';

const listKey = 'GET /api/admin/companies';
const saveKey = 'PUT /api/admin/companies/acme-studio';
const logoKey = 'DELETE /api/admin/companies/acme-studio/logo';

function aCompany(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    slug: 'acme-studio',
    name: 'Acme Studio',
    website: 'https://acme.example',
    logoUrl: null,
    openPostings: 2,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

const listed = (...companies: AdminCompany[]) => ok({ companies });

async function openCompaniesTab(handlers: Record<string, Handler>) {
  const fetchMock = openDashboardWith(handlers);
  await userEvent.click(await screen.findByRole('tab', { name: 'Companies' }));
  const panel = within(screen.getByRole('tabpanel', { name: 'Companies' }));
  return { fetchMock, panel };
}

async function openEditor(handlers: Record<string, Handler>) {
  const opened = await openCompaniesTab(handlers);
  await userEvent.click(await opened.panel.findByRole('button', { name: 'Edit Acme Studio' }));
  const editor = within(opened.panel.getByRole('region', { name: 'Edit Acme Studio' }));
  return { ...opened, editor };
}

const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('the Companies tab', () => {
  it('lists the companies with their page, website, open postings and logo', async () => {
    const { panel } = await openCompaniesTab({
      [listKey]: listed(aCompany(), aCompany({ slug: 'globex', name: 'Globex', website: null, openPostings: 0, logoUrl: '/company-logos/a.png' })),
    });
    const rows = (await panel.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent))).toEqual([
      ['Acme Studio', '/companies/acme-studio', 'https://acme.example', '2', 'No'],
      ['Globex', '/companies/globex', '—', '0', 'Yes'],
    ]);
    expect(panel.getByRole('link', { name: '/companies/globex' }).getAttribute('href')).toBe('/companies/globex');
  });

  it('says there are none yet, and shows a failed load with Retry', async () => {
    const { panel, fetchMock } = await openCompaniesTab({
      [listKey]: [apiError(503, 'unavailable', 'Service temporarily unavailable'), listed()],
    });
    expect((await panel.findByRole('alert')).textContent).toBe('Service temporarily unavailable');
    await userEvent.click(panel.getByRole('button', { name: 'Retry' }));
    expect(await panel.findByText(/^No companies yet/)).toBeTruthy();
    expect(callsTo(fetchMock, listKey)).toBe(2);
  });

  it('saves the name and website, and shows the list as the server answered', async () => {
    const save = held();
    const { fetchMock, panel, editor } = await openEditor({ [listKey]: listed(aCompany()), [saveKey]: save.handler });
    const name = editor.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme & Co');
    await userEvent.clear(editor.getByLabelText('Website'));
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    expect(editor.getByRole('button', { name: 'Saving...' })).toBeTruthy();
    save.release(ok(aCompany({ name: 'Acme & Co', website: null })));

    expect(await panel.findByText('Company saved')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, saveKey)).toEqual([{ name: 'Acme & Co', website: '' }]);
    expect(panel.getAllByRole('row')[1]?.textContent).toContain('Acme & Co');
  });

  it('shows the server’s message when a save is refused', async () => {
    const { editor } = await openEditor({
      [listKey]: listed(aCompany()),
      [saveKey]: apiError(400, 'invalid_input', 'Company website must be a full http(s) URL, like https://example.com'),
    });
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    expect((await editor.findByRole('alert')).textContent).toBe('Company website must be a full http(s) URL, like https://example.com');
  });

  it('uploads a logo with its progress, as its bytes, then shows it', async () => {
    let finish: (reply: { status: number; body: unknown }) => void = () => {};
    const sent = stubUpload(() => new Promise((resolve) => (finish = resolve)));
    const { editor } = await openEditor({ [listKey]: listed(aCompany()) });
    await userEvent.upload(editor.getByLabelText('Logo'), png(100));

    expect(await editor.findByText('Uploading logo...')).toBeTruthy();
    expect((editor.getByRole('progressbar', { name: 'Upload' }) as HTMLProgressElement).value).toBe(50);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/admin/companies/acme-studio/logo', withCredentials: true });
    expect(sent[0]?.headers['Content-Type']).toBe('image/png');
    expect(sent[0]?.body.size).toBe(100);

    finish({ status: 200, body: aCompany({ logoUrl: '/company-logos/0123456789abcdef0123456789abcdef.png' }) });
    expect(await editor.findByText('Logo saved')).toBeTruthy();
    const logo = editor.getByRole('img', { name: 'Acme Studio logo' });
    expect(logo.getAttribute('src')).toBe('/company-logos/0123456789abcdef0123456789abcdef.png');
    expect(editor.getByRole('button', { name: 'Remove logo' })).toBeTruthy();
  });

  it('shows the server’s refusal of a file that is not an image', async () => {
    stubUpload({ status: 415, body: { error: { code: 'unsupported_type', message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' } } });
    const { editor } = await openEditor({ [listKey]: listed(aCompany()) });
    await userEvent.upload(editor.getByLabelText('Logo'), png());
    expect((await editor.findByRole('alert')).textContent).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
    expect(editor.queryByRole('img')).toBeNull();
  });

  it('refuses a logo over 2 MB without sending it', async () => {
    const sent = stubUpload({ status: 200, body: aCompany() });
    const { editor } = await openEditor({ [listKey]: listed(aCompany()) });
    await userEvent.upload(editor.getByLabelText('Logo'), png(2 * 1024 * 1024 + 1));
    expect((await editor.findByRole('alert')).textContent).toBe('Logos may be at most 2 MB');
    expect(sent).toHaveLength(0);
  });

  it('removes the logo', async () => {
    const { editor, fetchMock } = await openEditor({
      [listKey]: listed(aCompany({ logoUrl: '/company-logos/0123456789abcdef0123456789abcdef.png' })),
      [logoKey]: ok(aCompany()),
    });
    await userEvent.click(editor.getByRole('button', { name: 'Remove logo' }));
    expect(await editor.findByText('Logo removed')).toBeTruthy();
    expect(editor.queryByRole('img')).toBeNull();
    expect(callsTo(fetchMock, logoKey)).toBe(1);
  });
});

// @vitest-environment node
// The employer's pages as the edge renders them (docs/postings.md#the-employers-pages): each button a form that
// POSTs the link's token, no script, no island.
import { describe, expect, it } from 'vitest';
import { atEdge, parsed } from '../../../../test/edge';
import { aManageAnswer, manageToken } from '../../../../test/managed-posting';
import { postingLinkPage } from '../../../../test/pages';

/** The forms of a page: where each posts, its hidden fields and its button. */
function formsOf(html: string) {
  return Array.from(parsed(html).body.querySelectorAll('form'), (form) => ({
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
    fields: Object.fromEntries(Array.from(form.querySelectorAll('input[type=hidden]'), (i) => [i.getAttribute('name'), i.getAttribute('value')])),
    button: form.querySelector('button')?.textContent,
  }));
}

describe("the employer's pages at the edge", () => {
  it('shows an open posting with Edit (a link to the filled form) and Close (a form that POSTs the token)', () => {
    const view = atEdge(postingLinkPage(aManageAnswer('manage'), 'manage'));
    expect(view.getByRole('heading', { level: 1, name: 'Manage your job posting' })).toBeTruthy();
    expect(view.getByText(/^Open: posted/).textContent).toBe('Open: posted Mar 3, 2026, takes applications until Apr 2, 2026.');
    expect(view.getByRole('link', { name: 'Edit posting' }).getAttribute('href')).toBe(`/post-job?edit=${encodeURIComponent(manageToken)}`);
    expect(view.getByRole('link', { name: 'See the posting' }).getAttribute('href')).toBe('/jobs/0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(formsOf(view.html)).toEqual([{ method: 'post', action: '/postings/manage', fields: { token: manageToken, action: 'close' }, button: 'Close posting' }]);
    expect(view.islands).toEqual([]);
  });

  it('offers Renew when the posting ends soon, and says when it now runs until once renewed', () => {
    const soon = atEdge(postingLinkPage(aManageAnswer('renew', { renewable: true }), 'renew'));
    expect(formsOf(soon.html)).toEqual([{ method: 'post', action: '/postings/renew', fields: { token: manageToken }, button: 'Renew for 30 days' }]);
    const renewed = atEdge(postingLinkPage(aManageAnswer('renew', { expiresAt: '2026-05-02T10:00:00.000Z' }), 'renew', 'renewed'));
    expect(renewed.getByRole('status').textContent).toBe('Renewed: it now runs until May 2, 2026.');
  });

  it('shows nothing but its state once closed', () => {
    const closed = aManageAnswer('close', { open: false, closedAt: '2026-03-10T10:00:00.000Z', closedBy: 'employer' });
    const view = atEdge(postingLinkPage(closed, 'close', 'closed'));
    expect(formsOf(view.html)).toEqual([]);
    expect(view.getByText('Your posting is closed. It no longer accepts applications.')).toBeTruthy();
    expect(view.getByText(/^Closed on/).textContent).toBe('Closed on Mar 10, 2026. It no longer accepts applications.');
  });

  it('says a posting waits for review, or was not approved, without buttons', () => {
    const pending = atEdge(postingLinkPage(aManageAnswer('manage', { status: 'pending', open: false, reviewedAt: null, expiresAt: null }), 'manage'));
    expect(pending.getByText('Waiting for review. Once approved, it runs for 30 days.')).toBeTruthy();
    const rejected = atEdge(postingLinkPage(aManageAnswer('close', { status: 'rejected', open: false }), 'close'));
    expect(rejected.getByText('This posting was not approved.')).toBeTruthy();
    expect(formsOf(rejected.html)).toEqual([]);
  });
});

describe('the still-hiring page at the edge (docs/postings.md#still-hiring)', () => {
  it('says why we ask and until when, and confirms with a form that POSTs the token, without script', () => {
    const view = atEdge(postingLinkPage(aManageAnswer('hiring', { confirmBy: '2026-03-25T08:00:00.000Z' }), 'hiring'));
    expect(view.getByRole('heading', { level: 1, name: 'Are you still hiring?' })).toBeTruthy();
    expect(view.getByText(/^We ask every employer halfway/)).toBeTruthy();
    expect(view.getByText(/^Please confirm by/).textContent).toBe(
      'Please confirm by Mar 25, 2026. A posting not confirmed by then closes, and we mail you how to renew it.',
    );
    expect(formsOf(view.html)).toEqual([{ method: 'post', action: '/postings/still-hiring', fields: { token: manageToken }, button: 'Yes, still hiring' }]);
    expect(view.islands).toEqual([]);
  });

  it('thanks the employer once confirmed, and offers no button again', () => {
    const confirmed = aManageAnswer('hiring', { hiringConfirmedAt: '2026-03-20T09:00:00.000Z', confirmBy: '2026-03-25T08:00:00.000Z' });
    const view = atEdge(postingLinkPage(confirmed, 'hiring', 'confirmed'));
    expect(view.getByRole('status').textContent).toBe('Thank you: you confirmed you are still hiring. Your posting stays open until Apr 2, 2026.');
    expect(formsOf(view.html)).toEqual([]);
  });

  it('shows only its state once the posting closed', () => {
    const closed = aManageAnswer('hiring', { open: false, closedAt: '2026-03-10T10:00:00.000Z', closedBy: 'employer' });
    const view = atEdge(postingLinkPage(closed, 'hiring'));
    expect(formsOf(view.html)).toEqual([]);
    expect(view.getByText(/^Closed on/).textContent).toBe('Closed on Mar 10, 2026. It no longer accepts applications.');
  });

  it('says a posting closed for want of an answer closed for that, and offers Renew', () => {
    const closed = aManageAnswer('renew', { open: false, closedAt: '2026-03-10T10:00:00.000Z', closedBy: 'unconfirmed', renewable: true });
    const view = atEdge(postingLinkPage(closed, 'renew'));
    expect(view.getByText(/^Closed on/).textContent).toBe(
      'Closed on Mar 10, 2026 because nobody confirmed you were still hiring. It no longer accepts applications.',
    );
    expect(formsOf(view.html)).toEqual([{ method: 'post', action: '/postings/renew', fields: { token: manageToken }, button: 'Renew for 30 days' }]);
  });
});

// @vitest-environment node
// `/jobs/{id}` at the edge: when the board's check last reached its apply link (docs/job-index.md#link-checks).
import { describe, expect, it } from 'vitest';
import { atEdge } from '../../../../test/edge';
import { aPosting } from '../../../../test/posting';
import { postingPage } from '../../../../test/pages';

describe('a posting’s page and its link check', () => {
  it('says when its link was last checked, as a day the browser writes again', () => {
    const view = atEdge(postingPage({ ...aPosting(), linkCheckedAt: '2026-03-20T12:00:00.000Z' }));
    const line = view.getByText(/^Link checked/);
    expect(line.textContent).toBe('Link checked Mar 20, 2026');
    expect(line.querySelector('time')?.getAttribute('data-date')).toBe('day');
  });

  it('says nothing of a link never checked', () => {
    expect(atEdge(postingPage(aPosting())).queryByText(/Link checked/)).toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { rewriteDates } from './dates';

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the viewer's dates", () => {
  it('writes posted dates and calendar days again with the viewer clock', () => {
    const now = new Date(2026, 10, 27, 9, 0);
    document.body.innerHTML = [
      `<time data-date="posted" datetime="${new Date(2026, 10, 27, 8, 0).toISOString()}">Updated Nov 26, 2026</time>`,
      `<time data-date="posted" datetime="${new Date(2026, 10, 26, 8, 0).toISOString()}">Updated Today</time>`,
      `<time data-date="day" datetime="${new Date(2026, 10, 5, 12, 0).toISOString()}">Nov 4, 2026</time>`,
      '<time datetime="2026-01-01">left alone</time>',
    ].join('');
    rewriteDates(document, now);
    expect([...document.querySelectorAll('time')].map((time) => time.textContent)).toEqual([
      'Updated Today',
      'Updated Yesterday',
      'Nov 5, 2026',
      'left alone',
    ]);
  });
});

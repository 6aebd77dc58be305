import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes a date as the short US month, day and year', () => {
    expect(formatDate(new Date(2026, 10, 5, 12))).toBe('Nov 5, 2026');
  });

  it('reads an ISO text', () => {
    expect(formatDate(new Date(2026, 0, 31, 12).toISOString())).toBe('Jan 31, 2026');
  });

  it('gives back a value that is not a date as it was', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDate in UTC', () => {
  it('writes the UTC day, which a viewer east of Greenwich may already have left', () => {
    expect(formatDate('2026-11-05T23:30:00Z', 'UTC')).toBe('Nov 5, 2026');
    expect(formatDate('2026-12-31T00:10:00Z', 'UTC')).toBe('Dec 31, 2026');
  });

  it('writes every month by its short US name', () => {
    const names = Array.from({ length: 12 }, (_, month) => formatDate(new Date(Date.UTC(2026, month, 15)), 'UTC'));
    expect(names.map((text) => text.split(' ')[0])).toEqual(
      new Array(12).fill(0).map((_, month) => new Date(Date.UTC(2026, month, 15)).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })),
    );
  });
});

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

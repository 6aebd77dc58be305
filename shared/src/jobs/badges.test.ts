import { describe, expect, it } from 'vitest';
import { cardFields, jobBadges, newBadgeDays, parseUpdated, postedDateText } from './badges';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
/** Local noon, so day arithmetic below stays inside the viewer's calendar day in any time zone. */
const now = new Date(2026, 10, 20, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

const plain = { updated: null, featured: false, urgent: false, salary: null, type: null };

describe('job badges', () => {
  it('has a New window of 3 days (docs/limits.md#job-board)', () => {
    expect(newBadgeDays).toBe(3);
  });

  it('marks a job updated within the last 3 days as New, up to and including exactly 3 days', () => {
    expect(jobBadges({ ...plain, updated: ago(0) }, now)).toEqual(['New']);
    expect(jobBadges({ ...plain, updated: ago(2 * day) }, now)).toEqual(['New']);
    expect(jobBadges({ ...plain, updated: ago(3 * day) }, now)).toEqual(['New']);
  });

  it('does not mark a job older than 3 days as New', () => {
    expect(jobBadges({ ...plain, updated: ago(3 * day + 1) }, now)).toEqual([]);
    expect(jobBadges({ ...plain, updated: ago(30 * day) }, now)).toEqual([]);
  });

  it('treats a date a few hours ahead (provider clock or zone) as New, but not one days ahead', () => {
    expect(jobBadges({ ...plain, updated: ago(-3 * hour) }, now)).toEqual(['New']);
    expect(jobBadges({ ...plain, updated: ago(-2 * day) }, now)).toEqual([]);
  });

  it('gives no New badge for a missing, blank or invalid date', () => {
    for (const updated of [null, '', '   ', 'not a date', '2026-13-40']) {
      expect(jobBadges({ ...plain, updated }, now)).toEqual([]);
    }
  });

  it('adds Featured and Urgent from the flags', () => {
    expect(jobBadges({ ...plain, featured: true }, now)).toEqual(['Featured']);
    expect(jobBadges({ ...plain, urgent: true }, now)).toEqual(['Urgent']);
  });

  it('adds Competitive Pay only for a salary with text in it', () => {
    expect(jobBadges({ ...plain, salary: '$50k' }, now)).toEqual(['Competitive Pay']);
    expect(jobBadges({ ...plain, salary: '' }, now)).toEqual([]);
    expect(jobBadges({ ...plain, salary: '   ' }, now)).toEqual([]);
  });

  it('adds 100% Remote for the type Remote in any case, and not for other types', () => {
    for (const type of ['Remote', 'remote', ' REMOTE ']) {
      expect(jobBadges({ ...plain, type }, now)).toEqual(['100% Remote']);
    }
    expect(jobBadges({ ...plain, type: 'Full-time' }, now)).toEqual([]);
    expect(jobBadges({ ...plain, type: 'Remote, Full-time' }, now)).toEqual([]);
  });

  it('lists every badge a job earns in card order', () => {
    const job = { updated: ago(hour), featured: true, urgent: true, salary: '$90,000', type: 'Remote' };
    expect(jobBadges(job, now)).toEqual(['New', 'Featured', 'Urgent', 'Competitive Pay', '100% Remote']);
  });
});

describe('posted-date text', () => {
  it('says Recently posted when the date is missing, blank or invalid', () => {
    for (const updated of [null, undefined, '', '  ', 'yesterday', '2026-13-01']) {
      expect(postedDateText(updated, now)).toBe('Recently posted');
    }
  });

  it('says Updated Today for any time earlier today', () => {
    expect(postedDateText(ago(hour), now)).toBe('Updated Today');
    expect(postedDateText(new Date(2026, 10, 20, 0, 1).toISOString(), now)).toBe('Updated Today');
  });

  it('says Updated Yesterday for yesterday, even minutes before midnight seen just after it', () => {
    expect(postedDateText(ago(day), now)).toBe('Updated Yesterday');
    const justAfterMidnight = new Date(2026, 10, 20, 0, 5);
    expect(postedDateText(new Date(2026, 10, 19, 23, 50).toISOString(), justAfterMidnight)).toBe('Updated Yesterday');
    expect(postedDateText(new Date(2026, 10, 20, 0, 1).toISOString(), justAfterMidnight)).toBe('Updated Today');
  });

  it('gives older dates as a short US date', () => {
    expect(postedDateText(new Date(2026, 10, 5, 9, 30).toISOString(), now)).toBe('Updated Nov 5, 2026');
    expect(postedDateText(new Date(2026, 10, 18, 23, 59).toISOString(), now)).toBe('Updated Nov 18, 2026');
    expect(postedDateText(new Date(2025, 0, 31, 8).toISOString(), now)).toBe('Updated Jan 31, 2025');
  });

  it("reads Jooble's local date-time with seven fractional digits", () => {
    expect(postedDateText('2026-11-20T09:12:00.0000000', now)).toBe('Updated Today');
    expect(postedDateText('2026-11-19T21:00:00.0000000', now)).toBe('Updated Yesterday');
    expect(postedDateText('2026-11-05T09:12:00.0000000', now)).toBe('Updated Nov 5, 2026');
  });

  it('reads a bare day as that calendar day, also west of Greenwich', () => {
    const zone = process.env.TZ;
    // Only a zone behind UTC tells a calendar day from UTC midnight; Node applies TZ changes at once.
    process.env.TZ = 'America/Los_Angeles';
    try {
      const laNow = new Date(2026, 10, 20, 12);
      expect(postedDateText('2026-11-20', laNow)).toBe('Updated Today');
      expect(postedDateText('2026-11-05', laNow)).toBe('Updated Nov 5, 2026');
      expect(parseUpdated('2026-11-05')?.getDate()).toBe(5);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('card fields', () => {
  const bare = { title: 'Designer', company: null, location: null, type: null };

  it('defaults the home card to Remote and Full-time and leaves the company out', () => {
    expect(cardFields(bare, 'home')).toEqual({
      title: 'Designer',
      company: null,
      location: 'Remote',
      type: 'Full-time',
      tags: ['Remote', 'Full-time'],
    });
  });

  it('defaults a category card to Remote, Full Time and Company Not Listed', () => {
    expect(cardFields(bare, 'category')).toEqual({
      title: 'Designer',
      company: 'Company Not Listed',
      location: 'Remote',
      type: 'Full Time',
      tags: ['Remote', 'Full Time'],
    });
  });

  it('treats blank values as missing', () => {
    const blank = { title: 'Designer', company: ' ', location: '', type: '  ' };
    expect(cardFields(blank, 'category')).toMatchObject({
      company: 'Company Not Listed',
      location: 'Remote',
      type: 'Full Time',
    });
  });

  it('keeps the values the provider gave, trimmed', () => {
    const job = { title: 'Designer', company: ' Acme ', location: 'Berlin', type: 'Contract' };
    expect(cardFields(job, 'category')).toEqual({
      title: 'Designer',
      company: 'Acme',
      location: 'Berlin',
      type: 'Contract',
      tags: ['Remote', 'Contract'],
    });
  });

  it('tags a Remote job once with Remote', () => {
    expect(cardFields({ ...bare, type: 'Remote' }, 'home').tags).toEqual(['Remote']);
  });
});

import { applicablePayRules, employerSizeBands, payRules, type PayRule } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../test/support/call';
import { daysAhead, storedId, submit, validPosting } from '../../test/support/postings';

/**
 * Every row of the pay law table (docs/postings.md#pay-transparency-laws), through `POST /api/postings`: a posting
 * open to the row's place from an employer at its threshold is refused without what the row requires, naming the law,
 * and accepted with it. Driven from the table, so a new row is tested by construction.
 */

const today = () => new Date().toISOString().slice(0, 10);

/** A posting open only to `rule`'s place, from an employer of the band at its threshold, with nothing a law asks. */
function bare(rule: PayRule) {
  return validPosting({
    workFrom: [rule.places[0]!],
    employerSize: String(rule.minEmployees ?? 1),
    salaryUndisclosed: true,
    salaryMin: '',
    salaryMax: '',
    benefits: '',
    applicationCloses: '',
  });
}

/** What `rule` asks of the posting, given. */
function complete(rule: PayRule) {
  return {
    ...bare(rule),
    salaryUndisclosed: false,
    salaryMin: '50000',
    salaryMax: '70000',
    ...(rule.requires.benefits ? { benefits: 'Health insurance and a yearly bonus' } : {}),
    ...(rule.requires.closeDate ? { applicationCloses: daysAhead(10) } : {}),
  };
}

/** The law a message for `need` names: the first row of the table that applies there and asks for it. */
function lawFor(rule: PayRule, need: keyof PayRule['requires']): string {
  return applicablePayRules(rule.places, rule.minEmployees ?? 1, today()).find((r) => r.requires[need])!.law;
}

async function refusal(body: unknown): Promise<string> {
  const res = await submit(body);
  expect(res.status).toBe(400);
  const error = await errorOf(res);
  expect(error.code).toBe('invalid_input');
  return error.message;
}

describe.each(payRules.map((rule) => [`${rule.law} (${rule.places.join(', ')})`, rule] as const))('%s', (_name, rule) => {
  it('refuses Not disclosed for a job open to its place, naming the law', async () => {
    const posting = bare(rule);
    expect(await refusal(posting)).toContain(`salaryUndisclosed: ${lawFor(rule, 'range')} requires the pay range`);
    expect(await storedId(posting.email)).toBeNull();
  });

  // Only the cases a row has are tested: a skipped test would read as a gap.
  if (rule.requires.benefits) it('refuses a range without benefits and other pay, naming the law', async () => {
    const { benefits: _benefits, ...posting } = complete(rule);
    expect(await refusal(posting)).toContain(`benefits: ${lawFor(rule, 'benefits')} requires a description of benefits and other pay`);
  });

  if (rule.requires.closeDate) it('refuses a range without the date applications close, naming the law', async () => {
    const { applicationCloses: _closes, ...posting } = complete(rule);
    expect(await refusal(posting)).toContain(`applicationCloses: ${lawFor(rule, 'closeDate')} requires the date applications close`);
  });

  it('accepts the posting with what the law asks, and stores it', async () => {
    const posting = complete(rule);
    expect((await submit(posting)).status).toBe(201);
    const row = await env.DB.prepare('SELECT * FROM job_submissions WHERE email = ?').bind(posting.email).first();
    expect(row).toMatchObject({
      salary_min: 50000,
      salary_max: 70000,
      employer_size: rule.minEmployees ?? 1,
      benefits: posting.benefits || null,
      application_closes: posting.applicationCloses || null,
    });
  });

  if (rule.minEmployees !== null) it('accepts Not disclosed from an employer below its threshold', async () => {
    const below = employerSizeBands.filter((band) => band.min < rule.minEmployees!).at(-1)!;
    expect((await submit({ ...bare(rule), employerSize: String(below.min) })).status).toBe(201);
  });
});

describe('the pay laws, by their messages', () => {
  it('names Colorado\'s law for a job open to Colorado without pay', async () => {
    const posting = validPosting({ workFrom: ['US-CO'], salaryUndisclosed: true });
    expect(await refusal(posting)).toBe(
      "salaryUndisclosed: Colorado's Equal Pay for Equal Work Act requires the pay range for a job open to Colorado: give a minimum and maximum",
    );
  });

  it('reaches Colorado through the United States, North America and worldwide', async () => {
    for (const workFrom of [['US'], ['north-america'], []]) {
      expect(await refusal(validPosting({ workFrom, benefits: '' }))).toContain(
        "benefits: Colorado's Equal Pay for Equal Work Act requires a description of benefits and other pay for a job open to Colorado",
      );
    }
  });

  it('names the threshold of California\'s law, and leaves a smaller employer free', async () => {
    const posting = validPosting({ workFrom: ['US-CA'], employerSize: '15', salaryUndisclosed: true });
    expect(await refusal(posting)).toBe(
      "salaryUndisclosed: California's pay scale law (Labor Code § 432.3) requires the pay range from employers of 15 or more for a job open to California: give a minimum and maximum",
    );
    expect((await submit({ ...posting, employerSize: '10' })).status).toBe(201);
  });

  it('holds an EU member state to the EU directive, and leaves a European country outside the EU free', async () => {
    expect(await refusal(validPosting({ workFrom: ['PT'], salaryUndisclosed: true }))).toBe(
      'salaryUndisclosed: The EU Pay Transparency Directive (Article 5) requires the pay range for a job open to the European Union: give a minimum and maximum',
    );
    expect((await submit(validPosting({ workFrom: ['CH'], salaryUndisclosed: true }))).status).toBe(201);
  });

  it('refuses a close date that has passed or falls after the run', async () => {
    expect(await refusal(validPosting({ applicationCloses: today() }))).toBe('applicationCloses: The close date must be after today');
    expect(await refusal(validPosting({ applicationCloses: daysAhead(20), runDays: '14' }))).toBe(
      "applicationCloses: The close date must fall within the posting's run: at most 14 days from today",
    );
  });
});

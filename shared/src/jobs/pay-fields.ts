import { z } from '../zod';
import { applicablePayRules, employerSizeBands, type PayRule } from './pay-rules';

/** Today as YYYY-MM-DD in UTC: the day the rules and the close date are judged on. */
const utcToday = () => new Date().toISOString().slice(0, 10);

const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The employer's size band as the form sends it (the band's first number), or a number in JSON. */
export const employerSize = z
  .union([z.number(), z.string()], { message: 'Choose how many people the company employs' })
  .optional()
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v && /^\d{1,6}$/.test(v.trim()) ? Number(v) : NaN;
    if (!employerSizeBands.some((band) => band.min === n)) {
      ctx.addIssue({ code: 'custom', message: 'Choose how many people the company employs' });
    }
    return n;
  });

/** The day applications close (YYYY-MM-DD, as a date control sends it); blank is null. */
export const applicationCloses = z
  .string({ message: 'Give the date as YYYY-MM-DD, like 2026-12-31' })
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
    if (!valid) ctx.addIssue({ code: 'custom', message: 'Give the date as YYYY-MM-DD, like 2026-12-31' });
    return v;
  });

/** What the pay rules read of a posting, once each of its fields passed on its own. */
interface PayFacts {
  salaryUndisclosed: boolean;
  benefits: string | null;
  applicationCloses: string | null;
  employerSize: number;
  workFrom: string[];
  runDays: number;
}

const ofSize = (rule: PayRule) => (rule.minEmployees ? ` from employers of ${rule.minEmployees} or more` : '');

/**
 * The refusals of docs/postings.md#pay-transparency-laws: each requirement names the first rule of the table that
 * asks for it. Then the close date's own rule: after today, and within the run counted from today.
 */
export function payRuleIssues(posting: PayFacts, today = utcToday()): { path: string; message: string }[] {
  const rules = applicablePayRules(posting.workFrom, posting.employerSize, today);
  const issues: { path: string; message: string }[] = [];
  const ranged = rules.find((rule) => rule.requires.range);
  if (ranged && posting.salaryUndisclosed) {
    issues.push({ path: 'salaryUndisclosed', message: `${ranged.law} requires the pay range${ofSize(ranged)} for a job open to ${ranged.placeName}: give a minimum and maximum` });
  }
  const benefited = rules.find((rule) => rule.requires.benefits);
  if (benefited && !posting.benefits) {
    issues.push({ path: 'benefits', message: `${benefited.law} requires a description of benefits and other pay${ofSize(benefited)} for a job open to ${benefited.placeName}` });
  }
  const dated = rules.find((rule) => rule.requires.closeDate);
  const closes = posting.applicationCloses;
  if (dated && !closes) {
    issues.push({ path: 'applicationCloses', message: `${dated.law} requires the date applications close for a job open to ${dated.placeName}` });
  } else if (closes && closes <= today) {
    issues.push({ path: 'applicationCloses', message: 'The close date must be after today' });
  } else if (closes && closes > daysAfter(today, posting.runDays)) {
    issues.push({ path: 'applicationCloses', message: `The close date must fall within the posting's run: at most ${posting.runDays} days from today` });
  }
  return issues;
}

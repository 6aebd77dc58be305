import { describe, expect, it } from 'vitest';
import { jobReportInput } from './job-report';

describe('jobReportInput (docs/validation.md#job-report)', () => {
  it('takes a reason with trimmed details and the widget’s token', () => {
    expect(jobReportInput.parse({ reason: 'scam', details: '  Asks for a fee  ', 'cf-turnstile-response': 'token' })).toEqual({
      reason: 'scam',
      details: 'Asks for a fee',
      'cf-turnstile-response': 'token',
    });
  });

  it('reads empty or blank details as none', () => {
    expect(jobReportInput.parse({ reason: 'other', details: '   ' })).toEqual({ reason: 'other' });
  });

  it('refuses a missing or unknown reason, details over 500 characters and a field the form does not have', () => {
    const messages = (value: unknown) => jobReportInput.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual(['Choose why you are reporting this job']);
    expect(messages({ reason: 'boring' })).toEqual(['Choose why you are reporting this job']);
    expect(messages({ reason: 'pay', details: 'x'.repeat(501) })).toEqual(['Details must be at most 500 characters']);
    expect(jobReportInput.safeParse({ reason: 'pay', email: 'a@b.c' }).success).toBe(false);
  });
});

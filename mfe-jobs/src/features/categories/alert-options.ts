import type { AlertFrequency } from '@rdj/shared';

/*
 * shared's `alertFrequencies` and `alertFrequencyLabels` as plain values. shared keeps them in the file that builds the
 * alert schema (src/alerts/contracts.ts), and importing anything from that file puts zod (25 kB gzip) into the category
 * page's code (docs/pages.md, speed). alert-options.test.ts checks they stay equal; once shared moves them to a file
 * without a schema, import them from there instead.
 */

export const alertFrequencies: readonly AlertFrequency[] = ['instant', 'daily', 'weekly'];

export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  instant: 'As soon as they are posted',
  daily: 'Once a day',
  weekly: 'Once a week',
};

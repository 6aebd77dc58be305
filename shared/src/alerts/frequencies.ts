/**
 * How often an alert mails (docs/alerts.md#the-rules): at once, or a digest at the fixed hour. Kept apart from the
 * schemas (contracts.ts), so the pages that list the choices do not carry zod (docs/pages.md, speed).
 */
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  instant: 'As soon as they are posted',
  daily: 'Once a day',
  weekly: 'Once a week',
};

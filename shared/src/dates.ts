/**
 * The site's one date format, "Nov 5, 2026", in the viewer's time zone (or `timeZone`: a page rendered at the edge
 * passes 'UTC' so the server and the browser write the same day); a value that is not a date comes back as given.
 *
 * @example
 * formatDate('2026-11-05T10:00:00Z') // 'Nov 5, 2026'
 */
export function formatDate(value: string | Date, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

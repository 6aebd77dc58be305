const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The site's one date format, "Nov 5, 2026", in the viewer's time zone (or in UTC: a page rendered at the edge
 * passes 'UTC' so the server and the browser write the same day); a value that is not a date comes back as given.
 * Written by hand rather than with `Intl`: a browser's first `Intl` call loads its locale data, about 17 ms of main
 * thread on a fast laptop, which a public page would spend right after its load (docs/pages.md#speed).
 *
 * @example
 * formatDate('2026-11-05T10:00:00Z') // 'Nov 5, 2026'
 */
export function formatDate(value: string | Date, timeZone?: 'UTC'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  if (timeZone === 'UTC') return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

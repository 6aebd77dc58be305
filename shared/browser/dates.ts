import { formatDate } from '../src/dates';
import { postedDateText } from '../src/jobs/badges';

/** How a `<time data-date>` is written: a job's posted-date text, or a calendar day. */
export type DateText = 'posted' | 'day';

/**
 * The date policy of public pages (docs/pages.md, page data): the edge writes dates with its clock in UTC; the
 * browser writes them again in the viewer's time zone and clock, without any framework, as soon as the page is
 * shown. Each is a `<time data-date="posted|day" datetime="…">`.
 */
export function rewriteDates(doc: Document = document, now = new Date()): void {
  for (const time of doc.querySelectorAll<HTMLTimeElement>('time[data-date]')) {
    const value = time.dateTime;
    const text = time.dataset.date === 'posted' ? postedDateText(value, now) : formatDate(value);
    if (time.textContent !== text) time.textContent = text;
  }
}

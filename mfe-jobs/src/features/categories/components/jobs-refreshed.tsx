import { formatDate } from '@rdj/shared';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "Nov 28, 2026, 04:15 UTC", by hand: `formatDate` and the hour, no `Intl` (docs/pages.md#speed); null if no date. */
export function refreshedText(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${formatDate(date, 'UTC')}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/**
 * When the job index last took in the provider's jobs, under a category page's description
 * (docs/pages.md#category-listing-pages): the edge writes it in UTC, and no script writes it again. `refreshedAt`
 * is null before the index's first refresh finished.
 */
export function JobsRefreshed({ refreshedAt }: { refreshedAt: string | null }) {
  if (refreshedAt === null) {
    return <p className="muted jobs-refreshed">Jobs are being refreshed for the first time; check back in a few minutes.</p>;
  }
  const text = refreshedText(refreshedAt);
  if (text === null) return null;
  return (
    <p className="muted jobs-refreshed">
      Jobs refreshed <time dateTime={refreshedAt}>{text}</time>
    </p>
  );
}

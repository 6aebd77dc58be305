import type { JobSubmission, ReviewFlag } from '@rdj/shared';
import { Link } from '@rdj/router';

/** The admin page of submission `id`. */
export const submissionPath = (id: string) => `/admin/job-submissions/${encodeURIComponent(id)}`;

type Badge = 'Edit' | 'Possible duplicate' | 'No salary' | 'No location';

/** The list's badges of a submission, in this order (docs/postings.md#review): one per kind of problem. */
function badgesOf(s: JobSubmission): Badge[] {
  const kinds = new Set(s.flags.map((flag) => flag.kind));
  const badges: Badge[] = [];
  if (s.editOf !== null) badges.push('Edit');
  if (kinds.has('same-apply-url') || kinds.has('similar-description') || kinds.has('similar-words')) badges.push('Possible duplicate');
  if (kinds.has('no-salary')) badges.push('No salary');
  if (kinds.has('no-location')) badges.push('No location');
  return badges;
}

/** The badges in the list's Flags cell; nothing when there is nothing to look at. */
export function FlagBadges({ submission }: { submission: JobSubmission }) {
  const badges = badgesOf(submission);
  if (badges.length === 0) return null;
  return (
    <ul className="admin-flags" aria-label="Flags">
      {badges.map((badge) => (
        <li key={badge} className={badge === 'Edit' ? 'admin-flag' : 'admin-flag admin-flag-warning'}>
          {badge}
        </li>
      ))}
    </ul>
  );
}

/** One flag as a sentence, naming the other posting with a link to its page in the admin. */
function FlagText({ flag }: { flag: ReviewFlag }) {
  switch (flag.kind) {
    case 'same-apply-url':
      return (
        <>
          <strong>Possible duplicate:</strong> the same apply URL as <Link to={submissionPath(flag.of)}>{flag.title}</Link>.
        </>
      );
    case 'similar-description':
      return (
        <>
          <strong>Possible duplicate:</strong> a near-identical description to <Link to={submissionPath(flag.of)}>{flag.title}</Link>{' '}
          ({flag.distance === 0 ? 'the same text' : `${flag.distance} of 64 bits apart`}).
        </>
      );
    case 'similar-words':
      return (
        <>
          <strong>Possible duplicate:</strong> mostly the same words as <Link to={submissionPath(flag.of)}>{flag.title}</Link> (
          {Math.round(flag.share * 100)}% of their words shared).
        </>
      );
    case 'no-salary':
      return (
        <>
          <strong>No salary:</strong> the employer did not disclose it.
        </>
      );
    case 'no-location':
      return (
        <>
          <strong>No location:</strong> open worldwide, with no time-zone band. Check it is not limited to some countries.
        </>
      );
  }
}

/** The submission's flags in full, for its details page. */
export function FlagList({ flags }: { flags: ReviewFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <section className="alert admin-flag-list" aria-labelledby="review-flags">
      <h2 id="review-flags">Review flags</h2>
      <ul>
        {flags.map((flag, i) => (
          <li key={i}>
            <FlagText flag={flag} />
          </li>
        ))}
      </ul>
    </section>
  );
}

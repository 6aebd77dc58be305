import { describeWorkFrom, employerSizeBands, formatDate, formatSalary, postingLabels, safeRedirectUrl, type JobSubmission } from '@rdj/shared';
import type { ReactNode } from 'react';
import { categoryLabel, statusLabels } from './status-label';

/** The form's label without its required mark. */
const label = (field: keyof typeof postingLabels) => postingLabels[field].replace(/\*$/, '');

const notGiven = <span className="muted">Not given</span>;

/** An employer's URL as a link that gives the opened page no handle on ours; plain text if it is not http(s). */
function ExternalLink({ href }: { href: string | null }) {
  if (!href) return notGiven;
  const safe = safeRedirectUrl(href);
  if (!safe) return <>{href}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

interface Field {
  name: string;
  value: ReactNode;
  /** Left out when false (dates that are not set yet). */
  shown?: boolean;
}

/** The range as the card shows it; the free text of a posting sent before ranges existed; else not disclosed. */
function salaryText(s: JobSubmission) {
  if (s.salaryRange) return formatSalary(s.salaryRange);
  return s.salary ?? <span className="muted">Not disclosed</span>;
}

/** Where the job can be done from; the free text of an older posting that gave no areas or band. */
function whereText(s: JobSubmission): string {
  if (s.workFrom.length > 0 || s.tzMin !== null) return describeWorkFrom(s.workFrom, s.tzMin, s.tzMax);
  return s.location ?? describeWorkFrom([]);
}

/** The size band the employer chose (by its first number); older postings were not asked (docs/postings.md#pay-transparency-laws). */
function sizeText(s: JobSubmission) {
  return employerSizeBands.find((band) => band.min === s.employerSize)?.label ?? notGiven;
}

/** The calendar day the employer chose, the same in every zone (as the job page shows it). */
function closesText(s: JobSubmission) {
  if (!s.applicationCloses) return notGiven;
  return <time dateTime={s.applicationCloses}>{formatDate(`${s.applicationCloses}T12:00:00Z`, 'UTC')}</time>;
}

const closedByText = {
  employer: 'by the employer',
  admin: 'by an administrator',
  // docs/postings.md#still-hiring
  unconfirmed: 'as its employer did not confirm it was still hiring',
} as const;

export function SubmissionDetails({ submission: s }: { submission: JobSubmission }) {
  const live = s.status === 'approved' && s.expiresAt !== null && s.editOf === null;
  const publicPath = `/jobs/${encodeURIComponent(s.id)}`;
  const fields: Field[] = [
    { name: 'Status', value: statusLabels[s.status] },
    { name: 'Submitted', value: formatDate(s.createdAt) },
    { name: 'Reviewed', value: s.reviewedAt && formatDate(s.reviewedAt), shown: s.reviewedAt !== null },
    { name: 'Expires', value: s.expiresAt && formatDate(s.expiresAt), shown: live },
    {
      name: 'Closed',
      value: s.closedAt && `${formatDate(s.closedAt)}${s.closedBy ? ` ${closedByText[s.closedBy]}` : ''}`,
      shown: s.closedAt !== null,
    },
    { name: 'Runs for', value: `${s.runDays} ${s.runDays === 1 ? 'day' : 'days'}` },
    {
      name: 'Public page',
      value: (
        <a href={publicPath} target="_blank" rel="noopener">
          {publicPath}
        </a>
      ),
      shown: live,
    },
    { name: label('company'), value: s.company },
    { name: label('employerSize'), value: sizeText(s) },
    { name: 'Where', value: whereText(s) },
    { name: label('type'), value: s.type },
    { name: label('category'), value: categoryLabel(s.category) },
    { name: 'Salary', value: salaryText(s) },
    { name: label('benefits'), value: s.benefits ? <span className="admin-plain-text">{s.benefits}</span> : notGiven },
    { name: label('applicationCloses'), value: closesText(s) },
    { name: label('applicationUrl'), value: <ExternalLink href={s.applicationUrl} /> },
    { name: label('companyWebsite'), value: <ExternalLink href={s.companyWebsite} /> },
    { name: label('email'), value: <a href={`mailto:${s.email}`}>{s.email}</a> },
  ];

  return (
    <div className="stack">
      <dl className="admin-fields">
        {fields
          .filter((field) => field.shown !== false)
          .map((field) => (
            <div key={field.name}>
              <dt>{field.name}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
      </dl>
      <h2>{label('description')}</h2>
      <p className="admin-plain-text">{s.description}</p>
      <h2>{label('requirements')}</h2>
      {s.requirements ? <p className="admin-plain-text">{s.requirements}</p> : <p className="muted">Not given</p>}
    </div>
  );
}

import { emptyPosting, type JobSubmission } from './posting-options';

/**
 * The employer's pages for a posting (docs/postings.md#lifecycle), reached from the links in our mails: each carries
 * a signed single-purpose token as `?token=`, never the address. GET shows; the page's button POSTs to the same path.
 */
export const postingLinkPaths = {
  /** The posting's state and dates, with Edit, Close and Renew (the confirmation mail's link). */
  manage: '/postings/manage',
  /** The reminder mail's Renew link: a page whose button renews. */
  renew: '/postings/renew',
  /** The reminder mail's Close link: a page whose button closes. */
  close: '/postings/close',
  /** The still-hiring mail's link: a page whose button confirms the posting is still open (#still-hiring). */
  hiring: '/postings/still-hiring',
} as const;

export type PostingLinkPurpose = keyof typeof postingLinkPaths;

/** Where the manage page's Edit goes: the post-a-job form filled with the live posting (or its pending edit). */
export function editPostingPath(manageToken: string): string {
  return `/post-job?${new URLSearchParams({ edit: manageToken })}`;
}

/** A posting as its employer's pages show it: its state and dates, no contact address. */
export interface ManagedPosting {
  id: string;
  title: string;
  company: string;
  status: JobSubmission['status'];
  /** Approved, not expired and not closed. */
  open: boolean;
  createdAt: string;
  reviewedAt: string | null;
  expiresAt: string | null;
  closedAt: string | null;
  closedBy: JobSubmission['closedBy'];
  runDays: number;
  /** An edit waits for review; the live posting shows until it is approved. */
  editPending: boolean;
  /**
   * Renew would help: approved, and it ends within the reminder's days (or has ended), or it was closed because
   * nobody confirmed it was still open (docs/postings.md#still-hiring).
   */
  renewable: boolean;
  /** When its employer said it is still hiring, in this run (docs/postings.md#still-hiring); null until then. */
  hiringConfirmedAt: string | null;
  /** The still-hiring mail went out: the posting closes at this time unless confirmed before; else null. */
  confirmBy: string | null;
}

/** `GET /api/postings/manage?purpose=…&token=…`: the posting a token names, and what its page's buttons post back. */
export interface ManagePostingAnswer {
  purpose: PostingLinkPurpose;
  token: string;
  posting: ManagedPosting;
  /** The form's values for an edit (manage tokens only): the pending edit's if one waits, else the live posting's. */
  form: Record<string, string> | null;
}

/** The post-a-job form's values for `submission`: each form field from the property of the same name. */
export function editFormValues(submission: JobSubmission): Record<string, string> {
  const source: Record<string, unknown> = {
    ...submission,
    salaryMin: submission.salaryRange?.min,
    salaryMax: submission.salaryRange?.max,
    salaryCurrency: submission.salaryRange?.currency,
    salaryPeriod: submission.salaryRange?.period,
    salaryUndisclosed: submission.salaryRange ? '' : 'on',
  };
  const values: Record<string, string> = {};
  for (const name of Object.keys(emptyPosting)) {
    const value = source[name];
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
    else if (Array.isArray(value)) values[name] = value.join(',');
  }
  delete values.botField;
  return values;
}

import '../manage-posting.css';
import { editPostingPath, postingLinkPaths, type ManagePostingAnswer, type ManagedPosting, type PostingLinkPurpose } from '@rdj/shared';
import { LoadFailed } from '../../../components/page-message';
import { CalendarDay } from '@rdj/shared/islands';
import { StillHiring } from './still-hiring';

const titles: Record<PostingLinkPurpose, string> = {
  manage: 'Manage your job posting',
  renew: 'Renew your job posting',
  close: 'Close your job posting',
  hiring: 'Are you still hiring?',
};

/**
 * `/postings/manage`, `/postings/renew`, `/postings/close` and `/postings/still-hiring?token=…`: the employer's
 * pages, reached from our mails (docs/postings.md#lifecycle), rendered whole at the edge. Opening one changes nothing
 * (mail scanners open every link); each button is a form that POSTs the page's token, answered by the edge, which
 * comes back here with `done`. `answer` is null when the posting could not be loaded.
 */
export function ManagePostingPage({ answer, done, href }: { answer: ManagePostingAnswer | null; done: string; href: string }) {
  return (
    <section className="container jobs-section">
      <div className="card stack">
        {answer ? <ManagedPostingCard answer={answer} done={done} /> : <LoadFailed message="Failed to load the posting" href={href} />}
      </div>
    </section>
  );
}

/** A forged, cut or other purpose's token, or a posting that is gone: nothing can be done with the link (404). */
export function InvalidPostingLinkPage() {
  return (
    <section className="container jobs-section">
      <div className="card stack">
        <InvalidPostingLink />
      </div>
    </section>
  );
}

/** A forged, cut or other purpose's token, or a posting that is gone: nothing can be done with the link. */
function InvalidPostingLink() {
  return (
    <>
      <h1>This link is no longer valid</h1>
      <p>It does not name a job posting we can find. Use the newest link from our mails, or post the job again.</p>
      <p>
        <a href="/post-job" className="btn btn-secondary">
          Post a job
        </a>
      </p>
    </>
  );
}

function ManagedPostingCard({ answer, done }: { answer: ManagePostingAnswer; done: string }) {
  const { purpose, token, posting } = answer;
  const action = postingLinkPaths[purpose];
  return (
    <>
      <h1>{titles[purpose]}</h1>
      <p>
        <strong>{posting.title}</strong> at {posting.company}
      </p>
      {done === 'closed' && posting.closedAt && (
        <p role="status" className="alert alert-success">
          Your posting is closed. It no longer accepts applications.
        </p>
      )}
      {done === 'renewed' && posting.open && posting.expiresAt && (
        <p role="status" className="alert alert-success">
          Renewed: it now runs until <CalendarDay value={posting.expiresAt} />.
        </p>
      )}
      <PostingState posting={posting} />
      {purpose === 'hiring' && <StillHiring answer={answer} done={done} />}
      {posting.editPending && <p>Your edit is waiting for review. Until it is approved, the posting shows as it was.</p>}
      <div className="jobs-manage-actions">
        {purpose === 'manage' && posting.open && (
          <a className="btn btn-primary" href={editPostingPath(token)}>
            Edit posting
          </a>
        )}
        {(purpose === 'manage' || purpose === 'renew') && posting.renewable && (
          <form method="post" action={action}>
            <input type="hidden" name="token" value={token} />
            {purpose === 'manage' && <input type="hidden" name="action" value="renew" />}
            <button type="submit" className="btn btn-primary">
              Renew for {posting.runDays} days
            </button>
          </form>
        )}
        {(purpose === 'manage' || purpose === 'close') && posting.open && (
          <form method="post" action={action}>
            <input type="hidden" name="token" value={token} />
            {purpose === 'manage' && <input type="hidden" name="action" value="close" />}
            <button type="submit" className="btn btn-secondary">
              Close posting
            </button>
          </form>
        )}
        {posting.status === 'approved' && (
          <a href={`/jobs/${posting.id}`} className="btn btn-link">
            See the posting
          </a>
        )}
      </div>
    </>
  );
}

/** Why a closed posting closed, after its day; the employer knows they closed it. */
const closedWhy: Record<NonNullable<ManagedPosting['closedBy']>, string> = {
  employer: '',
  admin: ' by our team',
  unconfirmed: ' because nobody confirmed you were still hiring',
};

/** Where the posting stands, with its dates. */
function PostingState({ posting }: { posting: ManagedPosting }) {
  if (posting.status === 'pending') return <p>Waiting for review. Once approved, it runs for {posting.runDays} days.</p>;
  if (posting.status === 'rejected') return <p>This posting was not approved.</p>;
  if (posting.closedAt) {
    return (
      <p>
        Closed on <CalendarDay value={posting.closedAt} />
        {closedWhy[posting.closedBy ?? 'employer']}. It no longer accepts applications.
      </p>
    );
  }
  if (!posting.open) {
    return (
      <p>
        Ended on <CalendarDay value={posting.expiresAt ?? posting.createdAt} />. It no longer accepts applications.
      </p>
    );
  }
  return (
    <p>
      Open: posted <CalendarDay value={posting.reviewedAt ?? posting.createdAt} />, takes applications until{' '}
      <CalendarDay value={posting.expiresAt!} />.
    </p>
  );
}

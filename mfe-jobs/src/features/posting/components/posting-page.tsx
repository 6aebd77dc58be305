import '../posting.css';
import type { BoardPosting } from '@rdj/shared';
import { LoadFailed } from '../../../components/page-message';
import { PostingDetails } from './posting-details';

/**
 * `/jobs/{id}`: the public page of an approved posting, open or ended (docs/postings.md#lifecycle: an ended one says
 * it no longer takes applications), rendered whole at the edge with no script of its own. The edge already sent its
 * head, and its JobPosting data while it is open. `posting` is null when it could not be loaded.
 */
export function PostingPage({ posting, href }: { posting: BoardPosting | null; href: string }) {
  return (
    <section className="container jobs-section">
      {posting ? <PostingDetails posting={posting} /> : <LoadFailed message="Failed to load the job" href={href} />}
    </section>
  );
}

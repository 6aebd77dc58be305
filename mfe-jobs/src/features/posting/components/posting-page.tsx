import '../posting.css';
import { useParams } from '@rdj/router';
import { LoadedPage } from '../../../components/loaded-page';
import { usePosting } from '../hooks/use-posting';
import { PostingDetails } from './posting-details';

/**
 * `/jobs/{id}`: the public page of an approved posting, open or ended (docs/postings.md#lifecycle: an ended one says
 * it no longer takes applications). The edge already sent its head, and its JobPosting data while it is open.
 */
export function PostingPage() {
  const { state, retry } = usePosting(useParams().id ?? '');
  return (
    <LoadedPage
      state={state}
      retry={retry}
      notFound={{ title: 'Job not found', text: 'This job posting does not exist, or was never published.' }}
    >
      {state.status === 'found' && <PostingDetails posting={state.value} />}
    </LoadedPage>
  );
}

import { Link } from '@rdj/router';
import { useCallback } from 'react';
import { useResource } from '@rdj/shared/loading';
import { fetchSubmission } from '../api/submissions';
import { submissionPath } from './review-flags';

/**
 * "Edit of <title>": the live posting a pending edit would replace (docs/postings.md#lifecycle), linked to its page
 * in the admin. The link is there while its title loads, and stays if the title cannot be read.
 */
export function EditOf({ id }: { id: string }) {
  const load = useCallback((signal: AbortSignal) => fetchSubmission(id, signal), [id]);
  const { state } = useResource(load);
  const title = state.status === 'ready' ? state.data.title : 'the live posting';
  return (
    <p className="alert">
      Edit of <Link to={submissionPath(id)}>{title}</Link>. Approving it replaces the live posting's text; until then the
      live version stays as it is.
    </p>
  );
}

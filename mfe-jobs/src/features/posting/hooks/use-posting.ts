import { isPostingId, type BoardPosting } from '@rdj/shared';
import { getPosting } from '../../../api/get-posting';
import { useLoaded, type LoadedBy } from '../../../hooks/use-loaded';

const posting: LoadedBy<BoardPosting> = {
  valid: isPostingId,
  load: getPosting,
  fromPage: (page, id) => {
    if (page?.kind === 'posting' && page.id === id) return { status: 'found', value: page.posting };
    if (page?.kind === 'posting-not-found' && page.id === id) return { status: 'not-found' };
    return null;
  },
  failure: 'Failed to load the job',
};

/** Loads the posting `id` (hooks/use-loaded.ts); a page that came with it does not ask again. */
export function usePosting(id: string) {
  return useLoaded(id, posting);
}

import { useEffect, useState } from 'react';
import { fetchSubmissions } from '../../postings/api/submissions';

/** How many job submissions wait for review: a number, null while loading, 'failed' when it could not be loaded. */
export function usePendingCount(): number | null | 'failed' {
  const [count, setCount] = useState<number | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchSubmissions('pending', controller.signal).then(
      ({ submissions }) => !controller.signal.aborted && setCount(submissions.length),
      () => !controller.signal.aborted && setCount('failed'),
    );
    return () => controller.abort();
  }, []);
  return count;
}

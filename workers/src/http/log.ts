/**
 * The one structured line a failure logs (docs/deploy.md#release-health): a JSON object Workers Logs can filter on,
 * with where it happened and what kind of failure it was. Never personal data: a route is a path or a route's
 * pattern, never its query; an error is its name and where it was thrown, never its message.
 */
interface Failure {
  /** What failed: `internal_error`, `remote_threw`, `remote_timeout`, `remote_bad_answer`. */
  kind: string;
  /** The request's route: an API route's pattern (`/api/jobs/:id`), or a page's or a file's path. */
  route: string;
  remote?: string;
  /** The remote's version that answered, when one did. */
  version?: string;
  status?: number;
  /** An error's name, and the first line of its stack that names a place. */
  error?: string;
  at?: string;
}

export function logFailure(failure: Failure): void {
  console.error(JSON.stringify({ level: 'error', ...failure }));
}

/** An error as a failure may name it: its class name and where it was thrown. */
export function errorOf(error: unknown): Pick<Failure, 'error' | 'at'> {
  if (!(error instanceof Error)) return { error: typeof error };
  const at = error.stack?.split('\n').find((line) => line.trim().startsWith('at '))?.trim().slice(3);
  return { error: error.name, ...(at ? { at } : {}) };
}

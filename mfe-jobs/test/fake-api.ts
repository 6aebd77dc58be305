import type { JobsApi } from '../src/page-data/load';

/** What the fake gateway answers for one path: a status and JSON body, a raw text body, or a failed call. */
export type FakeAnswer = { status: number; body?: unknown; text?: string } | 'unreachable';

/**
 * The edge's `api` for tests: answers by exact path (`/api/jobs?category=…&page=1`), 404 in the API's error shape for
 * any other, and records every path asked for.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): JobsApi & { paths: string[] } {
  const paths: string[] = [];
  const api = async (path: string) => {
    paths.push(path);
    const answer = answers[path] ?? { status: 404, body: { error: { code: 'not_found', message: `Nothing at ${path}` } } };
    if (answer === 'unreachable') throw new TypeError('fetch failed');
    const text = answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  return Object.assign(api, { paths });
}


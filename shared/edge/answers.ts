/** How a remote's edge worker asks the gateway's API: `api('/api/jobs/featured')` answers what the browser's would. */
export type PageApi = (path: string) => Promise<Response>;

/** An API answer as a page's loader sees it: its status and its JSON body (undefined when the body is not JSON). */
interface ApiAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * The answer of `api(path)`, or null when the call itself failed (unreachable, reset). Never throws: a page whose
 * data cannot be loaded is still rendered, without data, and the browser asks again after hydration.
 */
export async function apiAnswer(api: PageApi, path: string): Promise<ApiAnswer | null> {
  try {
    const res = await api(path);
    const body: unknown = await res.json().catch(() => undefined);
    return { ok: res.ok, status: res.status, body };
  } catch {
    return null;
  }
}

/** The JSON body of a successful answer of `api(path)`; undefined for any failure. */
export async function okBody(api: PageApi, path: string): Promise<unknown> {
  const answer = await apiAnswer(api, path);
  return answer?.ok ? answer.body : undefined;
}

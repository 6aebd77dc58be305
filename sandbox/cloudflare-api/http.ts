/** How the Cloudflare API stand-in answers: Cloudflare's envelope, its errors, and the routes that produce them. */

/** A request as a route sees it: its path's parts, its query, its headers and its whole body. */
export interface Asked {
  method: string;
  params: string[];
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** What a route answers: a status and a JSON body (Cloudflare's envelope, or the SQL API's own shape). */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** `result` in Cloudflare's envelope. */
export function ok(result: unknown, status = 200): Answer {
  return { status, body: { success: true, errors: [], messages: [], result } };
}

/** One page of `items`, as the request's `page` and `per_page` ask (20 a page unless told), with `result_info`. */
export function page(asked: Asked, items: unknown[]): Answer {
  const perPage = Math.max(1, Number(asked.query.get('per_page') ?? 20) || 20);
  const at = Math.max(1, Number(asked.query.get('page') ?? 1) || 1);
  const result = items.slice((at - 1) * perPage, at * perPage);
  const info = { page: at, per_page: perPage, count: result.length, total_count: items.length, total_pages: Math.ceil(items.length / perPage) };
  const answer = ok(result);
  return { ...answer, body: { ...(answer.body as object), result_info: info } };
}

/** Cloudflare's failure envelope: one error with its code and message. */
export function failed(status: number, code: number, message: string): Answer {
  return { status, body: { success: false, errors: [{ code, message }], messages: [], result: null } };
}

/** The request's body as JSON, or undefined when it is not. */
export function jsonBody(asked: Asked): unknown {
  try {
    return JSON.parse(asked.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A multipart body (a script or version upload) of content type `type`, parsed as fetch parses one. */
export function formOf(body: Buffer, type: string): Promise<FormData> {
  return new Response(body, { headers: { 'content-type': type } }).formData();
}

/** The request's multipart form (`formOf`). */
export const formBody = (asked: Asked) => formOf(asked.body, String(asked.headers['content-type'] ?? ''));

/** An upload's `metadata` part, as JSON. */
export async function metadataOf(form: FormData): Promise<Record<string, unknown>> {
  const raw = form.get('metadata');
  return JSON.parse(typeof raw === 'string' ? raw : await (raw as Blob).text()) as Record<string, unknown>;
}

export type Handler = (asked: Asked) => Answer | Promise<Answer>;

/** A route: a method and a path pattern (`:name` takes one part), under `/client/v4`. */
export interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

/** `method path` as a route; each `:part` in `path` is handed to the handler in order. */
export function route(method: string, path: string, handler: Handler): Route {
  const source = path.replace(/:[a-z]+/g, '([^/]+)');
  return { method, pattern: new RegExp(`^/client/v4${source}$`), handler };
}

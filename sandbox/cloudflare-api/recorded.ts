/** What the stand-in's request log keeps of each request: enough for a test to assert on, never a secret's value. */
import type { IncomingHttpHeaders } from 'node:http';
import { formOf, metadataOf } from './http';

export interface Recorded {
  method: string;
  /** The path under `/client/v4`, with its query. */
  path: string;
  status: number;
  /** A JSON body as sent; a multipart upload as its metadata part and the names of its other parts. */
  body?: unknown;
  parts?: string[];
}

/** `value` with the text of every secret binding replaced, so the log holds secret names only. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, key === 'text' && (value as { type?: string }).type === 'secret_text' ? '(secret)' : withoutSecrets(inner)]);
  return Object.fromEntries(entries);
}

export async function recorded(method: string, url: URL, headers: IncomingHttpHeaders, body: Buffer, status: number): Promise<Recorded> {
  const path = url.pathname.replace(/^\/client\/v4/, '') + url.search;
  const entry: Recorded = { method, path, status };
  const type = headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    try {
      const form = await formOf(body, type);
      if (form.has('metadata')) entry.body = withoutSecrets(await metadataOf(form));
      entry.parts = [...form.keys()].filter((key) => key !== 'metadata');
    } catch {
      entry.parts = [];
    }
  } else if (body.length > 0) {
    const text = body.toString('utf8');
    try {
      entry.body = withoutSecrets(JSON.parse(text));
    } catch {
      entry.body = text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
    }
  }
  if (/\/secrets(\/|$)/.test(path) && method === 'PUT') entry.body = withoutSecrets({ ...(entry.body as object), type: 'secret_text' });
  return entry;
}

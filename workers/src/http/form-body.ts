import type { Context } from 'hono';
import { ApiError } from './errors';
import { limitedBytes, maxJsonBytes } from './validate';

/**
 * The fields of a form a browser posted without JavaScript (`application/x-www-form-urlencoded`, at most the size
 * the JSON API takes), as text; a field sent more than once (a `<select multiple>`, such as the post-a-job form's
 * places) keeps all its values joined by commas, as the form's state holds them (docs/pages.md#forms).
 */
export async function formBody(c: Context): Promise<Record<string, string>> {
  const fields = new Map<string, string>();
  for (const [name, value] of await formParams(c)) fields.set(name, fields.has(name) ? `${fields.get(name)},${value}` : value);
  return Object.fromEntries(fields);
}

/** The fields of such a form as sent, a field sent twice (a group of checkboxes) with all its values. */
export async function formParams(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new ApiError(415, 'unsupported_media_type', 'Send the form as application/x-www-form-urlencoded');
  }
  return new URLSearchParams(new TextDecoder().decode(await limitedBytes(c.req.raw, maxJsonBytes)));
}

/** Only the fields a form has: anything else a client adds is left out, as the browser's form would. */
export function pick<K extends string>(fields: Record<string, string>, names: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(names.filter((name) => name in fields).map((name) => [name, fields[name]])) as Partial<Record<K, string>>;
}

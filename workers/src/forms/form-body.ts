import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import { limitedBytes, maxJsonBytes } from '../http/validate';

/**
 * The fields of a form a browser posted without JavaScript (`application/x-www-form-urlencoded`, at most the size
 * the JSON API takes), as text; a field sent twice keeps its last value.
 */
export async function formBody(c: Context): Promise<Record<string, string>> {
  return Object.fromEntries(await formParams(c));
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

import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** Largest JSON body any endpoint accepts unless it says otherwise. */
export const maxJsonBytes = 64 * 1024;

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses `value` with `schema`, or throws a 400 that names every problem. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, 'invalid_input', describe(result.error));
  return result.data;
}

/** Reads a JSON body no larger than `limit` bytes and parses it with `schema`. */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T, limit = maxJsonBytes): Promise<z.infer<T>> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit) throw new ApiError(413, 'payload_too_large', `Request body must be at most ${limit} bytes`);
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > limit) {
    throw new ApiError(413, 'payload_too_large', `Request body must be at most ${limit} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'Request body must be valid JSON');
  }
  return parseWith(schema, value);
}

/** Parses the query string with `schema`. */
export function queryOf<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.query());
}

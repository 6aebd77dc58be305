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

function tooLarge(limit: number): ApiError {
  return new ApiError(413, 'payload_too_large', `Request body must be at most ${limit} bytes`);
}

/**
 * The body's bytes, refused with `refusal` once they pass `limit`. A body without Content-Length (chunked) is read
 * piece by piece, so an oversized one is not held in memory: past the limit reading stops, and the worker's
 * `drainBodies` reads the rest through before the refusal goes out.
 */
export async function limitedBytes(req: Request, limit: number, refusal = () => tooLarge(limit)): Promise<Uint8Array> {
  // Refused unread: drainBodies reads it to the end before the 413 goes out.
  if (Number(req.headers.get('content-length') ?? '0') > limit) throw refusal();
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away mid-body: nobody reads this answer, but it is a 4xx, not an error of ours.
      throw new ApiError(400, 'incomplete_body', 'The request body ended before it was complete');
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw refusal();
    }
    chunks.push(value);
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}

/**
 * The JSON object `text` holds. Every JSON body the worker takes is an object, so any other value (`null`, a list, a
 * number, a string, a boolean) is refused here, once for all of them, before a schema or a rule could read a field
 * of it (docs/validation.md).
 */
export function jsonObjectOf(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'Request body must be valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'invalid_input', 'Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** Reads a JSON object body no larger than `limit` bytes, not yet checked against any schema. */
export async function readJson(c: Context, limit = maxJsonBytes): Promise<Record<string, unknown>> {
  return jsonObjectOf(new TextDecoder().decode(await limitedBytes(c.req.raw, limit)));
}

/** Reads a JSON body no larger than `limit` bytes and parses it with `schema`. */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T, limit = maxJsonBytes): Promise<z.infer<T>> {
  return parseWith(schema, await readJson(c, limit));
}

/** Parses the query string with `schema`. */
export function queryOf<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.query());
}

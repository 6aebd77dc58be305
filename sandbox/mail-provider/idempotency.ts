/**
 * Resend's `Idempotency-Key` request header on `POST /emails` and `POST /emails/batch`: a retry with the same key
 * and the same body gets the first answer again and sends nothing; the same key with another body is a 409
 * `invalid_idempotent_request`. A key is 1 to 256 characters (else 400 `invalid_idempotency_key`). Keys are kept per
 * API key and endpoint for the sandbox's life (Resend keeps them 24 hours); only accepted sends are remembered.
 */
import { ApiError } from './http';

const maxIdempotencyKey = 256;

export class IdempotencyKeys {
  private readonly answers = new Map<string, { body: string; answer: unknown }>();

  /** The remembered answer to replay, or undefined for a new key (or none); throws for a bad or reused key. */
  replay(scope: string, key: string | undefined, body: string): unknown {
    if (key === undefined) return undefined;
    if (key.length < 1 || key.length > maxIdempotencyKey) {
      throw new ApiError(400, 'invalid_idempotency_key', `The key must be between 1-${maxIdempotencyKey} chars.`);
    }
    const seen = this.answers.get(`${scope}\n${key}`);
    if (seen && seen.body !== body) {
      throw new ApiError(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.');
    }
    return seen?.answer;
  }

  remember(scope: string, key: string | undefined, body: string, answer: unknown) {
    if (key !== undefined) this.answers.set(`${scope}\n${key}`, { body, answer });
  }
}

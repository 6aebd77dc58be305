import { decodeBase64, encodeBase64 } from 'hono/utils/encode';

/**
 * The most PBKDF2 iterations deployed Workers accept: more throws there, while local workerd allows it, so going over
 * would only fail in production. Hashing uses exactly this many.
 */
export const pbkdf2MaxIterations = 100_000;

const scheme = 'pbkdf2-sha256';
const saltBytes = 16;
const hashBits = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, hashBits);
}

/** Compares in time that depends only on the length, so a mismatch does not tell where it starts. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/**
 * Hashes a password with PBKDF2-HMAC-SHA256 and a fresh 16-byte salt.
 *
 * @example
 * await hashPassword('correct horse battery') // 'pbkdf2-sha256$100000$<salt b64>$<hash b64>'
 */
export async function hashPassword(password: string, iterations = pbkdf2MaxIterations): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > pbkdf2MaxIterations) {
    throw new RangeError(`PBKDF2 iterations must be a whole number from 1 to ${pbkdf2MaxIterations}`);
  }
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const hash = await derive(password, salt, iterations);
  return `${scheme}$${iterations}$${encodeBase64(salt.buffer)}$${encodeBase64(hash)}`;
}

interface StoredHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

function parseStored(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== scheme || !/^[1-9]\d{0,9}$/.test(parts[1]!)) return null;
  try {
    return { iterations: Number(parts[1]), salt: decodeBase64(parts[2]!), hash: decodeBase64(parts[3]!) };
  } catch {
    return null;
  }
}

/**
 * True when `password` matches `stored`. A malformed hash, or one asking for more iterations than deployed Workers
 * allow, never matches: it could not be checked in production either.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || parsed.iterations > pbkdf2MaxIterations || parsed.hash.length === 0) return false;
  return sameBytes(new Uint8Array(await derive(password, parsed.salt, parsed.iterations)), parsed.hash);
}

import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from 'hono/utils/encode';
import { hashPassword, pbkdf2MaxIterations, verifyPassword } from './password';

/** A stored hash built by hand, to check what verification does with parameters `hashPassword` refuses. */
async function handMadeHash(password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return `pbkdf2-sha256$${iterations}$${encodeBase64(salt.buffer)}$${encodeBase64(bits)}`;
}

describe('password hashing', () => {
  it('caps PBKDF2 at the 100,000 iterations deployed Workers allow', () => {
    expect(pbkdf2MaxIterations).toBe(100_000);
  });

  it('stores scheme, 100,000 iterations, a 16-byte salt and a 32-byte hash', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, iterations, salt, hash, ...rest] = stored.split('$');
    expect(scheme).toBe('pbkdf2-sha256');
    expect(iterations).toBe('100000');
    expect(decodeBase64(salt!)).toHaveLength(16);
    expect(decodeBase64(hash!)).toHaveLength(32);
    expect(rest).toEqual([]);
  });

  it('salts every hash afresh', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a.split('$')[2]).not.toBe(b.split('$')[2]);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies a hash stored by an earlier release', async () => {
    const stored = 'pbkdf2-sha256$1000$0GtuuUJb2XB6UpZF0MwSbQ==$RDtwNCq2ZudMGaqfm8mGNZdvgAByd7ynjczGtyGiFaY=';
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('refuses to hash with more iterations than the cap', async () => {
    await expect(hashPassword('pw', pbkdf2MaxIterations + 1)).rejects.toThrow(RangeError);
  });

  it('never matches a stored hash asking for more iterations than the cap, even with the right password', async () => {
    expect(await verifyPassword('right', await handMadeHash('right', pbkdf2MaxIterations))).toBe(true);
    expect(await verifyPassword('right', await handMadeHash('right', pbkdf2MaxIterations + 1))).toBe(false);
  });

  it.each([
    ['an empty string', ''],
    ['another scheme', 'bcrypt$100000$c2FsdA==$aGFzaA=='],
    ['a non-numeric iteration count', 'pbkdf2-sha256$many$c2FsdA==$aGFzaA=='],
    ['zero iterations', 'pbkdf2-sha256$0$c2FsdA==$aGFzaA=='],
    ['a salt that is not base64', 'pbkdf2-sha256$100000$!!!$aGFzaA=='],
    ['an empty hash', 'pbkdf2-sha256$100000$c2FsdA==$'],
    ['too many fields', 'pbkdf2-sha256$100000$c2FsdA==$aGFzaA==$x'],
  ])('never matches %s', async (_, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { newToken, tokenHash } from './tokens';

describe('session tokens', () => {
  it('are 32 random bytes as 43 base64url characters, unpadded', () => {
    const tokens = Array.from({ length: 50 }, newToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(50);
  });

  it('are stored as the lower-case hex SHA-256 earlier releases stored', async () => {
    expect(await tokenHash('a stored session token')).toBe('1c80fe1ae1afde7303a3a282a6e0377c5599313d4b82a375a928bb4df9bdf6de');
  });
});

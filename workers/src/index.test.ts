import { describe, expect, it } from 'vitest';
import { call } from '../test/support/call';

describe('api fallbacks', () => {
  it('answers an unknown api path with a JSON 404 in the one error shape', async () => {
    const res = await call('http://example.com/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API route GET /api/no-such-thing' },
    });
  });

  it('reports health', async () => {
    const res = await call('http://example.com/api/health');
    expect(await res.json()).toEqual({ ok: true });
  });
});

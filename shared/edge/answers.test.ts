import { describe, expect, it } from 'vitest';
import { apiAnswer, okBody } from './answers';

const answering = (body: BodyInit | null, status = 200) => async () => new Response(body, { status });

describe('apiAnswer', () => {
  it('answers the status and the JSON body', async () => {
    expect(await apiAnswer(answering('{"jobs":[]}'), '/api/jobs/featured')).toEqual({ ok: true, status: 200, body: { jobs: [] } });
    expect(await apiAnswer(answering('{"error":{}}', 404), '/api/x')).toEqual({ ok: false, status: 404, body: { error: {} } });
  });

  it('answers an undefined body when the body is not JSON', async () => {
    expect(await apiAnswer(answering('<html>'), '/api/x')).toEqual({ ok: true, status: 200, body: undefined });
  });

  it('answers null, never throws, when the call itself fails', async () => {
    const unreachable = async (): Promise<Response> => {
      throw new Error('connection reset');
    };
    expect(await apiAnswer(unreachable, '/api/x')).toBeNull();
  });
});

describe('okBody', () => {
  it('is the body of a successful answer, and undefined for any failure', async () => {
    expect(await okBody(answering('[1]'), '/api/x')).toEqual([1]);
    expect(await okBody(answering('[1]', 502), '/api/x')).toBeUndefined();
  });
});

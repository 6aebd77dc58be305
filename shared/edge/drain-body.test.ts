import { describe, expect, it } from 'vitest';
import { trackedBody } from '../test/tracked-body';
import { drainBodies } from './drain-body';

const post = (body: ReadableStream<Uint8Array>) =>
  new Request('https://site.test/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('drainBodies', () => {
  it('reads a body the handler never touched to its end before the answer', async () => {
    const { stream, state } = trackedBody(64);
    const res = await drainBodies(() => new Response(null, { status: 401 }))(post(stream));
    expect(res.status).toBe(401);
    expect(state).toEqual({ sent: 64, finished: true, cancelled: false });
  });

  it('reads the rest through when the handler cancels the body, without cancelling the client’s stream', async () => {
    const { stream, state } = trackedBody(64);
    const handler = async (request: Request) => {
      const reader = request.body!.getReader();
      await reader.read();
      await reader.cancel();
      return new Response(null, { status: 413 });
    };
    expect((await drainBodies(handler)(post(stream))).status).toBe(413);
    expect(state).toEqual({ sent: 64, finished: true, cancelled: false });
  });

  it('gives the handler the whole body when it reads it', async () => {
    const { stream } = trackedBody(3);
    const res = await drainBodies(async (request: Request) => new Response(String((await request.arrayBuffer()).byteLength)))(post(stream));
    expect(await res.text()).toBe('3072');
  });

  it('reads the body through when the handler throws, and lets the error out', async () => {
    const { stream, state } = trackedBody(8);
    const failing = drainBodies(() => {
      throw new Error('handler failed');
    });
    await expect(failing(post(stream))).rejects.toThrow('handler failed');
    expect(state.finished).toBe(true);
  });

  it('answers when the client goes away mid-body, and the handler sees the body end in an error', async () => {
    let pulls = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++pulls > 2) return controller.error(new Error('client went away'));
        controller.enqueue(new Uint8Array(16));
      },
    });
    const res = await drainBodies(async (request: Request) =>
      request.text().then(
        () => new Response('read'),
        () => new Response('incomplete', { status: 400 }),
      ),
    )(post(broken));
    expect(res.status).toBe(400);
  });

  it('passes extra arguments (env, execution context) on to the handler', async () => {
    const res = await drainBodies((_request: Request, env: { name: string }) => new Response(env.name))(
      new Request('https://site.test/'),
      { name: 'gateway' },
    );
    expect(await res.text()).toBe('gateway');
  });
});

import { describe, expect, it } from 'vitest';
import { streamPage } from './stream-page';

/** A remote body arriving in the given pieces. */
function arriving(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

const around = { before: '<main>', after: '</main>' };
const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('a page streamed around a remote’s body', () => {
  it('puts the remote’s HTML inside the layout, piece by piece as it arrives', async () => {
    expect(await read(streamPage(around, arriving('<h1>Jo', 'bs</h1>', '<p>x</p>')))).toBe('<main><h1>Jobs</h1><p>x</p></main>');
  });

  it('sends the layout before the remote has sent anything', async () => {
    let send: (text: string) => void = () => undefined;
    const remote = new ReadableStream<Uint8Array>({ start: (controller) => void (send = (text) => controller.enqueue(new TextEncoder().encode(text))) });
    const reader = streamPage(around, remote).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<main>');
    send('<h1>late</h1>');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<h1>late</h1>');
    await reader.cancel();
  });

  it('still closes the page when the remote sent nothing', async () => {
    expect(await read(streamPage(around, arriving()))).toBe('<main></main>');
  });
});

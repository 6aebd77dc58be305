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

const around = { before: '<main>', between: '</main><script>', after: '</script>' };
const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('a page streamed around a remote’s body', () => {
  it('puts the HTML inside the layout and the data in its script', async () => {
    expect(await read(streamPage(around, arriving('<h1>Jobs</h1><!--rdj:remote-data-->{"a":1}')))).toBe(
      '<main><h1>Jobs</h1></main><script>{"a":1}</script>',
    );
  });

  it('finds the delimiter when it arrives split across pieces', async () => {
    const pieces = ['<h1>Jo', 'bs</h1><!--rdj:rem', 'ote-data-->{"a"', ':1}'];
    expect(await read(streamPage(around, arriving(...pieces)))).toBe('<main><h1>Jobs</h1></main><script>{"a":1}</script>');
  });

  it('escapes every < in the data, so nothing a remote sends can close the script', async () => {
    const out = await read(streamPage(around, arriving('<p>x</p><!--rdj:remote-data-->{"t":"</script><b>"}')));
    expect(out).toBe('<main><p>x</p></main><script>{"t":"\\u003c/script>\\u003cb>"}</script>');
    expect(JSON.parse(out.slice(out.indexOf('<script>') + 8, -9))).toEqual({ t: '</script><b>' });
  });

  it('still closes the page when the remote sent no data', async () => {
    expect(await read(streamPage(around, arriving('<p>only html</p>')))).toBe('<main><p>only html</p></main><script>null</script>');
  });
});

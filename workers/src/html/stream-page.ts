/** The page around a remote's part: up to the remote's HTML, and after it. */
interface PageAround {
  before: string;
  after: string;
}

/**
 * The whole page as a stream: `before`, the remote's HTML as it arrives, then `after`. The visitor's browser gets the
 * layout's head and header before the remote has finished, and the remote's HTML as it comes.
 */
export function streamPage(page: PageAround, remote: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = remote.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(page.before));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) {
        controller.enqueue(value);
        return;
      }
      controller.enqueue(encoder.encode(page.after));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

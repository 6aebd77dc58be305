import { remoteDataDelimiter } from '@rdj/shared';

/** The page around a remote's part: up to the remote's HTML, from there to its data script, and after that. */
export interface PageAround {
  before: string;
  /** Closes the layout and the root element, then opens the data script. */
  between: string;
  /** Closes the data script, then the rest of the document. */
  after: string;
}

/**
 * The whole page as a stream: `before`, the remote's HTML as it arrives, `between`, the remote's data (with every
 * `<` escaped, so nothing a remote sends can close the script), `after`. The remote's body is its HTML, the data
 * delimiter, then its data as JSON.
 */
export function streamPage(page: PageAround, remote: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const reader = remote.getReader();
  const keep = remoteDataDelimiter.length - 1;
  let inData = false;
  let carry = '';

  /** The text to send now; in the HTML part the last characters wait, in case they begin the delimiter. */
  function take(text: string): string {
    if (inData) return text.replace(/</g, '\\u003c');
    const at = text.indexOf(remoteDataDelimiter);
    if (at >= 0) {
      inData = true;
      return text.slice(0, at) + page.between + take(text.slice(at + remoteDataDelimiter.length));
    }
    carry = text.slice(Math.max(0, text.length - keep));
    return text.slice(0, text.length - carry.length);
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(page.before));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      const text = carry + decoder.decode(value, { stream: !done });
      carry = '';
      if (!done) {
        const out = take(text);
        if (out) controller.enqueue(encoder.encode(out));
        return;
      }
      // A remote that sent no data: the page still closes, and the browser fetches what it needs.
      const rest = inData ? take(text) : `${text}${page.between}null`;
      controller.enqueue(encoder.encode(rest + page.after));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

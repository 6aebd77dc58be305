/** A chunked request body of `chunks` KiB that records how far it was read, and whether anybody cancelled it. */
export function trackedBody(chunks: number) {
  const state = { sent: 0, finished: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent === chunks) {
        state.finished = true;
        return controller.close();
      }
      state.sent++;
      controller.enqueue(new Uint8Array(1024));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

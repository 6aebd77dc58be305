/**
 * Runs saves one after another. Each save sends the `updatedAt` the previous one answered, so two saves in flight
 * at once (an autosave and Publish) would refuse each other with 409; and two creates would make two posts.
 */
export function saveQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}

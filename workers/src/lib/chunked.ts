/** `items` in runs of at most `size`: the rows of one statement, the messages of one batch, the tags of one purge. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * The line the worker logs for each page of alerts it matched (workers/src/alerts/queue.ts), read from wrangler's log
 * as it is written (the platform runs with `logLevel: 'log'`, so console.log lines reach its log file):
 *   alerts match <jobKey> (<after>, <last>]: <n> matched, <m> sent now; D1 <ms> ms, <r> rows read, <w> written;
 *   <q> queries, <k> subrequests; <t> ms wall
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const matchLine = new RegExp(
  String.raw`alerts match (\S+) \((\d+), (\d+)\]: (\d+) matched, (\d+) sent now; ` +
    String.raw`D1 ([\d.]+) ms, (\d+) rows read, (\d+) written; (\d+) queries, (\d+) subrequests; (\d+) ms wall`,
);

/** Lines that say a queue message failed: the bench stops on them rather than wait for its timeout. */
const failureLine = /alert message \w+ failed|dropped an alert message/;

/** wrangler dev reloads the worker when a file it is built from changes (an edit, a build): the figures then mix in a restart. */
const reloadLine = /Reloading local server/;

/** A match line's figures, or null for any other line. */
function parseMatchLine(line) {
  const m = matchLine.exec(line);
  if (!m) return null;
  const [jobKey, after, last, matched, sentNow, d1Ms, rowsRead, rowsWritten, queries, subrequests, wallMs] = m.slice(1);
  return { jobKey, ...numbers({ after, last, matched, sentNow, d1Ms, rowsRead, rowsWritten, queries, subrequests, wallMs }) };
}

const numbers = (fields) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, Number(value)]));

/** Reads the lines appended to `file` from now on: each `read()` answers the complete lines written since the last. */
export function followLog(file) {
  const fd = openSync(file, 'r');
  let offset = fstatSync(fd).size;
  let rest = '';
  return {
    read() {
      const size = fstatSync(fd).size;
      if (size <= offset) return [];
      const buffer = Buffer.alloc(size - offset);
      offset += readSync(fd, buffer, 0, buffer.length, offset);
      const lines = (rest + buffer.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      return lines;
    },
    close: () => closeSync(fd),
  };
}

/**
 * Collects match pages from `log` (a `followLog`), each stamped with `at` (Date.now() when read, polled every 100 ms),
 * until `done(pages)` holds; rejects after `timeoutMs` or on a line saying a queue message failed. Answers the pages
 * and how often wrangler reloaded the worker meanwhile.
 */
export async function collectPages(log, { done, timeoutMs, what }) {
  const pages = [];
  let reloads = 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const at = Date.now();
    for (const line of log.read()) {
      const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
      if (failureLine.test(plain)) throw new Error(`the worker failed a queue message: ${plain.trim()}`);
      reloads += reloadLine.test(plain) ? 1 : 0;
      const page = parseMatchLine(plain);
      if (page) pages.push({ ...page, at });
    }
    if (done(pages)) return { pages, reloads };
    if (Date.now() > deadline) {
      const reloaded = reloads ? ` (wrangler reloaded the worker ${reloads} times meanwhile: files it is built from changed)` : '';
      throw new Error(`${what}: ${pages.length} pages matched within ${timeoutMs / 1000} s, not all${reloaded}`);
    }
    await sleep(100);
  }
}

/**
 * Whether every job in `keys` has had all its pages matched, one per page of alert ids up to `maxId`: a job's first
 * page queues the others at once, so they finish in any order.
 */
export function allMatched(pages, keys, maxId) {
  const seen = new Map();
  for (const page of pages) seen.set(page.jobKey, (seen.get(page.jobKey) ?? new Set()).add(page.after));
  const pageSize = pages[0] ? pages[0].last - pages[0].after : 1;
  const expected = Math.ceil(maxId / pageSize);
  return keys.every((key) => (seen.get(key)?.size ?? 0) >= expected);
}

/**
 * Oversized and abandoned request bodies, sent the way a hostile client would, each followed by ordinary requests:
 * the platform must refuse the body and keep answering.
 */
import { request } from 'node:http';

/** Sends `bytes` of body (chunked unless `declared`), optionally abandoning the socket after `abortAfter` bytes. */
function send(baseUrl, path, { bytes, declared = false, abortAfter = null }) {
  return new Promise((resolve) => {
    const url = new URL(path, baseUrl);
    const headers = { 'Content-Type': 'application/json', Origin: url.origin };
    if (declared) headers['Content-Length'] = String(bytes);
    const req = request(url, { method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve('aborted'));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        if (abortAfter !== null && sent >= abortAfter) {
          req.destroy();
          return;
        }
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

async function statusOf(baseUrl, path) {
  try {
    const res = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 'no answer';
  }
}

const twoMb = 2 * 1024 * 1024;

/** Runs every case ten times; answers a row per case: what the body got and what the requests after it got. */
export async function probeBodies(baseUrl) {
  const cases = [
    ['2 MB chunked POST /api/newsletter', { bytes: twoMb }],
    ['2 MB POST with Content-Length', { bytes: twoMb, declared: true }],
    ['chunked body abandoned after 256 kB', { bytes: twoMb, abortAfter: 256 * 1024 }],
    ['declared 2 MB, abandoned after 256 kB', { bytes: twoMb, declared: true, abortAfter: 256 * 1024 }],
  ];
  const rows = [];
  for (const [name, options] of cases) {
    const bodyAnswers = {};
    const after = {};
    for (let i = 0; i < 10; i++) {
      const status = await send(baseUrl, '/api/newsletter', options);
      bodyAnswers[status] = (bodyAnswers[status] ?? 0) + 1;
      for (const path of ['/', '/api/health']) {
        const next = await statusOf(baseUrl, path);
        after[next] = (after[next] ?? 0) + 1;
      }
    }
    const ok = Object.keys(after).every((s) => s === '200') && Object.keys(bodyAnswers).every((s) => s === '413' || s === 'aborted');
    rows.push({ name, bodyAnswers, after, ok });
  }
  return rows;
}

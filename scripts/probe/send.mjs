/**
 * Raw HTTP requests the way a hostile client sends them, which `fetch` refuses to: a body on GET or HEAD, any Host
 * header, a body declared longer than what is sent, a client that goes away mid-body.
 */
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const chunk = Buffer.alloc(64 * 1024, 'a');

/**
 * Sends one request and resolves with `{ status, headers }`, or `{ status: 'aborted' }` when it gave up on purpose
 * (`abortAfter` bytes sent), or `{ status: 'no answer: CODE' }`. `body` is sent whole; `bytes` sends that many filler
 * bytes instead, chunked unless `declared`.
 */
export function send(baseUrl, { method = 'GET', path = '/', headers = {}, body, bytes, declared = false, abortAfter = null, timeoutMs = 30_000 }) {
  return new Promise((resolve) => {
    const url = new URL(path, baseUrl);
    const allHeaders = { ...headers };
    if (body !== undefined) allHeaders['Content-Length'] ??= String(Buffer.byteLength(body));
    if (bytes !== undefined && declared) allHeaders['Content-Length'] = String(bytes);
    // Node frames a body as chunked by default only for some methods (not DELETE, GET, HEAD, OPTIONS): without this
    // it would send an unframed body there, which the server rightly reads as the start of the next request.
    if (bytes !== undefined && !declared) allHeaders['Transfer-Encoding'] = 'chunked';
    let settled = false;
    const done = (answer) => {
      if (!settled) (settled = true), resolve(answer);
    };
    const req = request(url, { method, headers: allHeaders, agent: abortAfter === null ? agent : false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode, headers: res.headers }));
      res.on('error', () => done({ status: 'no answer: body cut' }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => done({ status: settled ? 'aborted' : abortAfter !== null ? 'aborted' : `no answer: ${error.code ?? error.message}` }));
    if (bytes === undefined) return req.end(body);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        if (abortAfter !== null && sent >= abortAfter) return req.destroy();
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** The status of an ordinary GET, or 'no answer'. */
export async function statusOf(baseUrl, path) {
  const { status } = await send(baseUrl, { path, timeoutMs: 15_000 });
  return typeof status === 'number' ? status : 'no answer';
}

/** True when `headers` belong to an answer of ours: every answer the workers give carries the CSP. */
export const isOurs = (headers) => Boolean(headers?.['content-security-policy']);

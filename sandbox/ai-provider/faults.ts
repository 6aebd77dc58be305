/**
 * Faults: the key picks them, as with the job provider's `fault-` keys; any other non-empty key is accepted.
 *   fault-500           500 server_error
 *   fault-429           429 rate_limit_exceeded with `retry-after: 1`
 *   fault-401           401 invalid_api_key
 *   fault-timeout       never answers (close() still ends at once)
 *   fault-invalid-json  200 with an HTML page for a body
 *   fault-malformed     200, but the content is prose and half the answer, so asked-for JSON does not parse
 *   fault-missing       200, valid JSON without the asked fields (`{"title"}` alone, `{"foo": []}`); empty text
 *                       for the other kinds
 *
 * The first five answer before the request is parsed, as the real API checks the key first (`answerFault`); the
 * last two, like a normal answer, stream when asked to (`answerTextFor`).
 */
import type { ServerResponse } from 'node:http';
import { answerText, malformedText, missingText } from './answers';
import { ApiError, sendError } from './http';

const faults = new Map<string, ApiError>([
  ['fault-500', new ApiError(500, 'The server had an error while processing your request. Sorry about that!', 'server_error')],
  ['fault-429', new ApiError(429, 'Rate limit reached for requests. Please try again in 1s.', 'requests', 'rate_limit_exceeded')],
  ['fault-401', new ApiError(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key')],
]);

/** Keys whose answer is wrong on purpose, though it comes with status 200. */
const faultyAnswers = new Map([
  ['fault-malformed', malformedText],
  ['fault-missing', missingText],
]);

/** Answers for a key of the first five, before its request is parsed, and says so; false for any other key. */
export function answerFault(res: ServerResponse, key: string): boolean {
  if (key === 'fault-timeout') return true; // the socket stays open until the client gives up or close() ends it
  const fault = faults.get(key);
  if (fault) {
    sendError(res, fault, key === 'fault-429' ? { 'retry-after': '1' } : {});
    return true;
  }
  if (key === 'fault-invalid-json') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><html><head><title>Bad gateway</title></head><body><h1>Upstream error</h1></body></html>');
    return true;
  }
  return false;
}

/** How a key's answer text is written: the normal one, or the wrong one of `fault-malformed` and `fault-missing`. */
export const answerTextFor = (key: string) => faultyAnswers.get(key) ?? answerText;

/**
 * The sandbox's HTTP plumbing in Resend's shapes: the `{statusCode, name, message}` error body, JSON and HTML
 * answers, the request body read up to `maxBodyBytes`, and the Bearer key.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody as readCapped } from '../lib/node-server';

/** A body over this (1 MB) answers 413. */
export const maxBodyBytes = 1024 * 1024;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly name: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Resend's `validation_error`, 422 unless said otherwise: a field is missing or wrong. */
export const invalid = (message: string, status = 422) => new ApiError(status, 'validation_error', message);

const common = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...common, 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendError(res: ServerResponse, error: ApiError) {
  send(res, error.statusCode, { statusCode: error.statusCode, name: error.name, message: error.message }, error.headers);
}

/**
 * A page of the sandbox's own (never the mail's HTML itself, which only appears escaped inside an `srcdoc`). The
 * policy forbids script on the page and, as an `srcdoc` frame inherits it, in the mail too.
 */
export function sendPage(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    ...common,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "script-src 'none'; object-src 'none'",
    'x-frame-options': 'DENY',
  });
  res.end(html);
}

/** The body, or null when it passed `maxBodyBytes` (read to the end either way, so the client gets the answer). */
export function readBody(req: IncomingMessage): Promise<string | null> {
  return readCapped(req, maxBodyBytes);
}

/** The parsed JSON body; a body that does not parse is a 400 `validation_error`. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('The request body is not valid JSON.', 400);
  }
}

export const bearer = (req: IncomingMessage) => /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;

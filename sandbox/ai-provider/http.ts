/**
 * The sandbox's HTTP plumbing in OpenAI's shapes: the `{error: {message, type, param, code}}` body, JSON answers,
 * the request body read up to `maxBodyBytes`, and the Bearer key.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody as readCapped } from '../lib/node-server';

export const maxBodyBytes = 256 * 1024;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendError(res: ServerResponse, error: ApiError, headers: Record<string, string> = {}) {
  send(res, error.status, { error: { message: error.message, type: error.type, param: error.param, code: error.code } }, headers);
}

/** The body, or null when it passed `maxBodyBytes` (read to the end either way, so the client gets the answer). */
export function readBody(req: IncomingMessage): Promise<string | null> {
  return readCapped(req, maxBodyBytes);
}

export const bearer = (req: IncomingMessage) => /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;

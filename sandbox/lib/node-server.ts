import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What every sandbox hands its caller: where it listens, and how to stop it. */
export interface Listening {
  url: string;
  close(): Promise<void>;
}

/**
 * `server` listening on 127.0.0.1:`port` (0: any free port). `close()` also ends open connections: hung `fault-`
 * requests, streams in progress and idle keep-alive sockets would otherwise hold it open.
 */
export async function listen(server: Server, port: number): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The body's bytes, or null when they passed `maxBytes`; read to the end either way so the client gets the answer. */
export function readBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (part: Buffer) => {
      size += part.length;
      if (size <= maxBytes) parts.push(part);
    });
    req.on('end', () => resolve(size > maxBytes ? null : Buffer.concat(parts)));
    req.on('error', reject);
  });
}

/** The body as text, or null when it passed `maxBytes` (`readBytes`). */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  return (await readBytes(req, maxBytes))?.toString('utf8') ?? null;
}

import { parseArgs } from 'node:util';
import type { Listening } from './node-server';

/**
 * A sandbox's `main.ts`: `tsx sandbox/<name>/main.ts [--port N]` starts it (0 or no port: any free one), prints
 * "`banner`: <url>" (scripts/lib/platform.mjs waits for that line) and stops it on SIGINT or SIGTERM.
 */
export async function runSandbox(banner: string, start: (options: { port: number }) => Promise<Listening>): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${banner}: --port takes a whole number from 0 to 65535`);
    process.exit(2);
  }
  const sandbox = await start({ port });
  console.log(`${banner}: ${sandbox.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      sandbox.close().finally(() => process.exit(0));
    });
  }
}

import { parseArgs } from 'node:util';
import type { Listening } from './node-server';

/**
 * A sandbox's `main.ts`: `tsx sandbox/<name>/main.ts [--port N] [--<flag> value ...]` starts it (0 or no port: any
 * free one), prints "`banner`: <url>" (scripts/lib/platform.mjs waits for that line) and stops it on SIGINT or
 * SIGTERM. `flags` names the string options a sandbox takes besides --port; `start` gets those given.
 */
export async function runSandbox<Flag extends string = never>(
  banner: string,
  start: (options: { port: number; flags: Partial<Record<Flag, string>> }) => Promise<Listening>,
  flags: readonly Flag[] = [],
): Promise<void> {
  const options = Object.fromEntries(flags.map((flag) => [flag, { type: 'string' as const }]));
  const { values } = parseArgs({ options: { ...options, port: { type: 'string', default: '0' } } });
  const { port: portText, ...given } = values as Record<string, string | undefined>;
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${banner}: --port takes a whole number from 0 to 65535`);
    process.exit(2);
  }
  const sandbox = await start({ port, flags: given as Partial<Record<Flag, string>> });
  console.log(`${banner}: ${sandbox.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      sandbox.close().finally(() => process.exit(0));
    });
  }
}

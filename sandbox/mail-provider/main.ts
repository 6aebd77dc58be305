/** `tsx sandbox/mail-provider/main.ts --port N`: runs the sandbox mail provider until stopped. */
import { startMailProvider } from './server';

const portFlag = process.argv.indexOf('--port');
const port = portFlag === -1 ? 0 : Number(process.argv[portFlag + 1]);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('usage: tsx sandbox/mail-provider/main.ts [--port N]');
  process.exit(2);
}

const provider = await startMailProvider({ port });
console.log(`mail provider sandbox: ${provider.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    provider.close().finally(() => process.exit(0));
  });
}

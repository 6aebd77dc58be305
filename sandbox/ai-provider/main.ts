/** `tsx sandbox/ai-provider/main.ts --port N`: runs the sandbox AI provider until stopped. */
import { startAiProvider } from './server';

const portFlag = process.argv.indexOf('--port');
const port = portFlag === -1 ? 0 : Number(process.argv[portFlag + 1]);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('usage: tsx sandbox/ai-provider/main.ts [--port N]');
  process.exit(2);
}

const provider = await startAiProvider({ port });
console.log(`ai provider sandbox: ${provider.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    provider.close().finally(() => process.exit(0));
  });
}

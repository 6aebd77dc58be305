/** `tsx sandbox/cloudflare-api/main.ts [--port N]`: runs the Cloudflare API stand-in until stopped. */
import { runSandbox } from '../lib/main';
import { startCloudflareApi } from './server';

await runSandbox('cloudflare api sandbox', ({ port }) => startCloudflareApi({ port }));

/** `tsx sandbox/mail-provider/main.ts [--port N]`: runs the sandbox mail provider until stopped. */
import { runSandbox } from '../lib/main';
import { startMailProvider } from './server';

await runSandbox('mail provider sandbox', startMailProvider);

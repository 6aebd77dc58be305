/** `tsx sandbox/job-provider/main.ts [--port N]`: runs the sandbox job provider until stopped. */
import { runSandbox } from '../lib/main';
import { startJobProvider } from './server';

await runSandbox('job provider sandbox', startJobProvider);

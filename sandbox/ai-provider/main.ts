/** `tsx sandbox/ai-provider/main.ts [--port N]`: runs the sandbox AI provider until stopped. */
import { runSandbox } from '../lib/main';
import { startAiProvider } from './server';

await runSandbox('ai provider sandbox', startAiProvider);

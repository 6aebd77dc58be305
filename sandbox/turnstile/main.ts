/** `tsx sandbox/turnstile/main.ts [--port N]`: runs the Turnstile stand-in until stopped. */
import { runSandbox } from '../lib/main';
import { startTurnstile } from './server';

await runSandbox('turnstile sandbox', ({ port }) => startTurnstile({ port }));

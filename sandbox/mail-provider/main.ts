/**
 * `tsx sandbox/mail-provider/main.ts [--port N] [--webhook-url URL --webhook-secret whsec_…]`: runs the sandbox mail
 * provider until stopped; with the webhook flags it reports `fault-bounce` mails to URL as Resend reports bounces.
 */
import { runSandbox } from '../lib/main';
import { startMailProvider } from './server';

await runSandbox(
  'mail provider sandbox',
  ({ port, flags }) => {
    const { 'webhook-url': url, 'webhook-secret': secret } = flags;
    if ((url === undefined) !== (secret === undefined)) {
      console.error('mail provider sandbox: --webhook-url and --webhook-secret go together');
      process.exit(2);
    }
    return startMailProvider({ port, webhook: url !== undefined && secret !== undefined ? { url, secret } : undefined });
  },
  ['webhook-url', 'webhook-secret'],
);

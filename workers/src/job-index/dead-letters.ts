import { failRun } from './ingest';
import { ingestMessage } from './messages';

/** The ingest queue's dead-letter queue in wrangler.toml: a message that failed every try comes here. */
export const ingestDeadQueueName = 'rdj-ingest-dead';

/**
 * The dead-letter queue's consumer (docs/job-index.md#when-the-provider-fails): each ingest message that failed
 * every try is recorded for the admin's Job index card and logged. A dead page fails its run at once, so the next
 * cron starts a new run rather than leave the run waiting an hour for a page that will never come.
 */
export async function ingestDeadQueue(batch: MessageBatch, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = ingestMessage.safeParse(message.body);
    const body = parsed.success ? parsed.data : null;
    const what =
      body === null
        ? 'a message of no known shape'
        : body.kind === 'ingest-page'
          ? `${body.category} page ${body.page}`
          : `the new jobs after id ${body.afterId} for the alerts`;
    console.warn(`ingest message failed every try: ${what}${body ? ` (run ${body.runId})` : ''}`);
    await env.DB.prepare('INSERT INTO ingest_dead_letters (run_id, what) VALUES (?1, ?2)')
      .bind(body?.runId ?? null, what)
      .run();
    if (body?.kind === 'ingest-page') await failRun(env, body.runId, `${what}: its message failed every try`);
    message.ack();
  }
}

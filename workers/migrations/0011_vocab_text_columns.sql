-- The spelling fallback's vocabulary by column (docs/job-index.md#search): its candidates come from the text columns
-- only, so a typo is never "corrected" to a `listed` word (a category's slug, `uxuidesign`) that no job's text holds.
CREATE VIRTUAL TABLE `indexed_jobs_vocab_columns` USING fts5vocab(indexed_jobs_fts, 'col');
--> statement-breakpoint
-- The vocabulary of every column together, `listed` included, goes: nothing reads it now.
DROP TABLE `indexed_jobs_vocab`;

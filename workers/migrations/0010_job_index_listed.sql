CREATE TABLE `ranked_searches` (
	`key` text PRIMARY KEY NOT NULL,
	`ids` text NOT NULL,
	`total` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ranked_searches_created` ON `ranked_searches` (`created_at`);--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `listed` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `indexed_job_categories_ending` ON `indexed_job_categories` (`category`,`valid_through`) WHERE "indexed_job_categories"."valid_through" IS NOT NULL;
--> statement-breakpoint
-- Each job's listed words from its category entries (docs/job-index.md#search): a category's slug without hyphens.
UPDATE `indexed_jobs` SET `listed` = coalesce((SELECT group_concat(w, ' ') FROM (SELECT replace(c.category, '-', '') AS w
  FROM `indexed_job_categories` c WHERE c.job_id = `indexed_jobs`.id ORDER BY c.category)), '');
--> statement-breakpoint
-- The full-text index again, with the listed words as a fifth column: a search intersects its category with its words
-- inside FTS5, before any join (docs/job-index.md#search).
DROP TRIGGER `indexed_jobs_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `indexed_jobs_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `indexed_jobs_fts_update`;
--> statement-breakpoint
DROP TABLE `indexed_jobs_vocab`;
--> statement-breakpoint
DROP TABLE `indexed_jobs_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `indexed_jobs_fts` USING fts5(
  title, company, description, tags, listed,
  content='indexed_jobs', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
INSERT INTO `indexed_jobs_fts` (`indexed_jobs_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `indexed_jobs_fts_insert` AFTER INSERT ON `indexed_jobs` BEGIN
  INSERT INTO indexed_jobs_fts (rowid, title, company, description, tags, listed)
  VALUES (new.id, new.title, coalesce(new.company, ''), new.description, new.tags, new.listed);
END;
--> statement-breakpoint
CREATE TRIGGER `indexed_jobs_fts_delete` AFTER DELETE ON `indexed_jobs` BEGIN
  INSERT INTO indexed_jobs_fts (indexed_jobs_fts, rowid, title, company, description, tags, listed)
  VALUES ('delete', old.id, old.title, coalesce(old.company, ''), old.description, old.tags, old.listed);
END;
--> statement-breakpoint
CREATE TRIGGER `indexed_jobs_fts_update` AFTER UPDATE OF title, company, description, tags, listed ON `indexed_jobs` BEGIN
  INSERT INTO indexed_jobs_fts (indexed_jobs_fts, rowid, title, company, description, tags, listed)
  VALUES ('delete', old.id, old.title, coalesce(old.company, ''), old.description, old.tags, old.listed);
  INSERT INTO indexed_jobs_fts (rowid, title, company, description, tags, listed)
  VALUES (new.id, new.title, coalesce(new.company, ''), new.description, new.tags, new.listed);
END;
--> statement-breakpoint
-- The index's words and how many jobs hold each: the spelling fallback's vocabulary (docs/job-index.md#search).
CREATE VIRTUAL TABLE `indexed_jobs_vocab` USING fts5vocab(indexed_jobs_fts, 'row');

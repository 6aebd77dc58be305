-- The job index's full-text search (docs/job-index.md#search): FTS5 over the title, company, description and tags
-- of indexed_jobs, kept in step by triggers. External content: the text lives once, in indexed_jobs.
CREATE VIRTUAL TABLE `indexed_jobs_fts` USING fts5(
  title, company, description, tags,
  content='indexed_jobs', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `indexed_jobs_fts_insert` AFTER INSERT ON `indexed_jobs` BEGIN
  INSERT INTO indexed_jobs_fts (rowid, title, company, description, tags)
  VALUES (new.id, new.title, coalesce(new.company, ''), new.description, new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `indexed_jobs_fts_delete` AFTER DELETE ON `indexed_jobs` BEGIN
  INSERT INTO indexed_jobs_fts (indexed_jobs_fts, rowid, title, company, description, tags)
  VALUES ('delete', old.id, old.title, coalesce(old.company, ''), old.description, old.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `indexed_jobs_fts_update` AFTER UPDATE OF title, company, description, tags ON `indexed_jobs` BEGIN
  INSERT INTO indexed_jobs_fts (indexed_jobs_fts, rowid, title, company, description, tags)
  VALUES ('delete', old.id, old.title, coalesce(old.company, ''), old.description, old.tags);
  INSERT INTO indexed_jobs_fts (rowid, title, company, description, tags)
  VALUES (new.id, new.title, coalesce(new.company, ''), new.description, new.tags);
END;
--> statement-breakpoint
-- The index's words and how many jobs hold each: the spelling fallback's vocabulary (docs/job-index.md#search).
CREATE VIRTUAL TABLE `indexed_jobs_vocab` USING fts5vocab(indexed_jobs_fts, 'row');

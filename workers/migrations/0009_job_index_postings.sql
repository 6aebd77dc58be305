CREATE TABLE `indexed_posting_bands` (
	`band` text NOT NULL,
	`posting_key` text NOT NULL,
	PRIMARY KEY(`band`, `posting_key`)
);
--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `posting_path` text;--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `company_path` text;--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `valid_through` text;--> statement-breakpoint
CREATE INDEX `indexed_jobs_company` ON `indexed_jobs` (`company_path`);--> statement-breakpoint
CREATE INDEX `ingest_runs_status` ON `ingest_runs` (`status`,`finished_at`);
CREATE TABLE `indexed_posting_bands` (
	`band` text NOT NULL,
	`posting_key` text NOT NULL,
	PRIMARY KEY(`band`, `posting_key`)
);
--> statement-breakpoint
DROP INDEX `indexed_job_categories_job`;--> statement-breakpoint
ALTER TABLE `indexed_job_categories` ADD `employment` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `indexed_job_categories` ADD `experience` text;--> statement-breakpoint
ALTER TABLE `indexed_job_categories` ADD `salary_currency` text;--> statement-breakpoint
ALTER TABLE `indexed_job_categories` ADD `salary_yearly_top` integer;--> statement-breakpoint
ALTER TABLE `indexed_job_categories` ADD `valid_through` text;--> statement-breakpoint
CREATE INDEX `indexed_job_categories_filters` ON `indexed_job_categories` (`category`,`salary_currency`,`salary_yearly_top`,`employment`,`experience`,`valid_through`,`job_id`);--> statement-breakpoint
CREATE INDEX `indexed_job_categories_job` ON `indexed_job_categories` (`job_id`,`category`,`featured`,`sort_at`,`salary_currency`,`salary_yearly_top`,`employment`,`experience`,`valid_through`);--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `posting_path` text;--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `company_path` text;--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `valid_through` text;--> statement-breakpoint
CREATE INDEX `indexed_jobs_company` ON `indexed_jobs` (`company_path`);--> statement-breakpoint
CREATE INDEX `ingest_runs_status` ON `ingest_runs` (`status`,`finished_at`);
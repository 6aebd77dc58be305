CREATE TABLE `indexed_job_categories` (
	`category` text NOT NULL,
	`featured` integer NOT NULL,
	`sort_at` text NOT NULL,
	`job_id` integer NOT NULL,
	PRIMARY KEY(`category`, `featured`, `sort_at`, `job_id`),
	FOREIGN KEY (`job_id`) REFERENCES `indexed_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `indexed_job_categories_job` ON `indexed_job_categories` (`job_id`,`category`);--> statement-breakpoint
CREATE TABLE `indexed_job_places` (
	`job_id` integer NOT NULL,
	`place` text NOT NULL,
	PRIMARY KEY(`job_id`, `place`),
	FOREIGN KEY (`job_id`) REFERENCES `indexed_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `indexed_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`source` text NOT NULL,
	`title` text NOT NULL,
	`company` text,
	`location` text,
	`type` text,
	`salary` text,
	`snippet` text NOT NULL,
	`description` text NOT NULL,
	`link` text NOT NULL,
	`updated` text,
	`featured` integer NOT NULL,
	`urgent` integer NOT NULL,
	`tags` text NOT NULL,
	`apply_key` text NOT NULL,
	`simhash` text,
	`salary_currency` text,
	`salary_yearly_top` integer,
	`employment` integer NOT NULL,
	`experience` text NOT NULL,
	`sort_at` text NOT NULL,
	`content_hash` text NOT NULL,
	`first_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`missed_runs` integer DEFAULT 0 NOT NULL,
	`closed_at` text,
	`duplicate_of` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `indexed_jobs_key_unique` ON `indexed_jobs` (`key`);--> statement-breakpoint
CREATE INDEX `indexed_jobs_open` ON `indexed_jobs` (`closed_at`,`sort_at`);--> statement-breakpoint
CREATE INDEX `indexed_jobs_apply_key` ON `indexed_jobs` (`apply_key`);--> statement-breakpoint
CREATE TABLE `ingest_pages` (
	`run_id` integer NOT NULL,
	`category` text NOT NULL,
	`page` integer NOT NULL,
	PRIMARY KEY(`run_id`, `category`, `page`),
	FOREIGN KEY (`run_id`) REFERENCES `ingest_runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ingest_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`started_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`finished_at` text,
	`pending_pages` integer DEFAULT 0 NOT NULL,
	`pages_read` integer DEFAULT 0 NOT NULL,
	`seen` integer DEFAULT 0 NOT NULL,
	`added` integer DEFAULT 0 NOT NULL,
	`changed` integer DEFAULT 0 NOT NULL,
	`closed` integer DEFAULT 0 NOT NULL,
	`error` text
);
--> statement-breakpoint
CREATE TABLE `ingest_staged` (
	`run_id` integer NOT NULL,
	`key` text NOT NULL,
	`row` text NOT NULL,
	PRIMARY KEY(`run_id`, `key`),
	FOREIGN KEY (`run_id`) REFERENCES `ingest_runs`(`id`) ON UPDATE no action ON DELETE cascade
);

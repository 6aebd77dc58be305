CREATE TABLE `companies` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`website` text,
	`logo_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `salary_min` integer;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `salary_max` integer;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `salary_currency` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `salary_period` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `work_from` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `tz_min` integer;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `tz_max` integer;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `run_days` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `closed_at` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `closed_by` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `reminded_at` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `edit_of` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `apply_key` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `simhash` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `sim_band_0` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `sim_band_1` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `sim_band_2` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `sim_band_3` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `flags` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `company_slug` text;--> statement-breakpoint
CREATE INDEX `job_submissions_apply_key_idx` ON `job_submissions` (`apply_key`);--> statement-breakpoint
CREATE INDEX `job_submissions_sim_band_0_idx` ON `job_submissions` (`sim_band_0`);--> statement-breakpoint
CREATE INDEX `job_submissions_sim_band_1_idx` ON `job_submissions` (`sim_band_1`);--> statement-breakpoint
CREATE INDEX `job_submissions_sim_band_2_idx` ON `job_submissions` (`sim_band_2`);--> statement-breakpoint
CREATE INDEX `job_submissions_sim_band_3_idx` ON `job_submissions` (`sim_band_3`);--> statement-breakpoint
CREATE INDEX `job_submissions_edit_of_idx` ON `job_submissions` (`edit_of`);--> statement-breakpoint
CREATE INDEX `job_submissions_company_idx` ON `job_submissions` (`company_slug`,`status`);--> statement-breakpoint
CREATE INDEX `job_submissions_expires_idx` ON `job_submissions` (`status`,`expires_at`);
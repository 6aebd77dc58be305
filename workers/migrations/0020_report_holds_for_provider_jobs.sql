-- docs/pages.md#reporting-a-job: a provider job taken down keeps its hold for good, and reports Turnstile refused count
-- toward their client's hourly limit.
CREATE TABLE `job_report_refusals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `job_report_refusals_client` ON `job_report_refusals` (`client_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `job_report_refusals_at` ON `job_report_refusals` (`created_at`);--> statement-breakpoint
ALTER TABLE `job_report_holds` ADD `taken_down_at` text;

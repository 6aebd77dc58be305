-- docs/pages.md#reporting-a-job: visitors' reports of jobs, by a keyed hash of the client (never an address), and
-- the jobs 3 clients reported as a scam, hidden until an administrator decides (docs/admin.md#reported-jobs).
CREATE TABLE `job_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_key` text NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`client_hash` text NOT NULL,
	`verified` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`decided_at` text,
	`decision` text
);
--> statement-breakpoint
CREATE INDEX `job_reports_open` ON `job_reports` (`decided_at`,`job_key`);
--> statement-breakpoint
CREATE INDEX `job_reports_client` ON `job_reports` (`client_hash`,`created_at`);
--> statement-breakpoint
CREATE TABLE `job_report_holds` (
	`job_key` text PRIMARY KEY NOT NULL,
	`held_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`closed_at` text
);

CREATE TABLE `alert_deliveries` (
	`alert_id` integer NOT NULL,
	`job_key` text NOT NULL,
	`instant` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`claimed_at` text,
	`sent_at` text,
	PRIMARY KEY(`alert_id`, `job_key`),
	FOREIGN KEY (`alert_id`) REFERENCES `job_alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_deliveries_unsent` ON `alert_deliveries` (`alert_id`,`sent_at`);--> statement-breakpoint
CREATE TABLE `alert_jobs` (
	`job_key` text PRIMARY KEY NOT NULL,
	`job` text NOT NULL,
	`first_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `alert_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`alert_id` integer,
	`kind` text NOT NULL,
	`provider_id` text,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `alert_mails_sent_at` ON `alert_mails` (`sent_at`);--> statement-breakpoint
CREATE INDEX `alert_mails_provider_id` ON `alert_mails` (`provider_id`);--> statement-breakpoint
CREATE TABLE `job_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`frequency` text NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`q` text DEFAULT '' NOT NULL,
	`employment` text DEFAULT '[]' NOT NULL,
	`experience` text DEFAULT '[]' NOT NULL,
	`terms` text DEFAULT '[]' NOT NULL,
	`search_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`paused_reason` text,
	`paused_at` text,
	`confirm_mail_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`confirmed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_alerts_email_search` ON `job_alerts` (`email`,`search_key`);--> statement-breakpoint
CREATE INDEX `job_alerts_match` ON `job_alerts` (`status`,`category`,`id`);--> statement-breakpoint
CREATE INDEX `job_alerts_pending` ON `job_alerts` (`status`,`created_at`);
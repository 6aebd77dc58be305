DROP INDEX `login_attempts_email_idx`;--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `client` text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
CREATE INDEX `login_attempts_email_client_idx` ON `login_attempts` (`email`,`client`,`attempted_at`);--> statement-breakpoint
CREATE INDEX `login_attempts_client_idx` ON `login_attempts` (`client`,`attempted_at`);
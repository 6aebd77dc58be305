ALTER TABLE `job_submissions` ADD `hiring_asked_at` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `hiring_confirmed_at` text;

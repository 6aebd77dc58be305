ALTER TABLE `job_submissions` ADD `employer_size` integer;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `benefits` text;--> statement-breakpoint
ALTER TABLE `job_submissions` ADD `application_closes` text;
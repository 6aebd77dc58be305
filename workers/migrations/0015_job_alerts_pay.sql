ALTER TABLE `job_alerts` ADD `pay` integer DEFAULT 0 NOT NULL;

ALTER TABLE `indexed_job_categories` ADD `places` text;--> statement-breakpoint
UPDATE `indexed_job_categories` SET `places` = (SELECT ',' || group_concat(`place`, ',') || ',' FROM `indexed_job_places` p WHERE p.`job_id` = `indexed_job_categories`.`job_id`);--> statement-breakpoint
DROP TABLE `indexed_job_places`;--> statement-breakpoint
DROP INDEX `indexed_job_categories_ending`;--> statement-breakpoint
DROP INDEX `indexed_job_categories_job`;--> statement-breakpoint
DROP INDEX `indexed_job_categories_filters`;--> statement-breakpoint
CREATE INDEX `indexed_job_categories_job` ON `indexed_job_categories` (`job_id`,`category`,`featured`,`sort_at`,`salary_currency`,`salary_yearly_top`,`employment`,`experience`,`valid_through`,`places`);--> statement-breakpoint
CREATE INDEX `indexed_job_categories_filters` ON `indexed_job_categories` (`category`,`salary_currency`,`salary_yearly_top`,`employment`,`experience`,`valid_through`,`places`,`job_id`);

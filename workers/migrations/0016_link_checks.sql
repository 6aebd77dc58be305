-- The apply-link check (docs/job-index.md#link-checks): when each job's link was last tried and last answered, the
-- link its answers were of, how many checks in a row it answered 404 or 410, and where it now redirects when that is
-- a front page or a generic careers page (flagged for review).
ALTER TABLE `indexed_jobs` ADD `link_tried_at` text;--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `link_checked_at` text;--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `checked_link` text;--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `link_gone_checks` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `link_flagged_to` text;--> statement-breakpoint
ALTER TABLE `indexed_jobs` ADD `link_flagged_at` text;--> statement-breakpoint
CREATE INDEX `indexed_jobs_link_due` ON `indexed_jobs` (`closed_at`,`link_tried_at`,`sort_at` DESC);--> statement-breakpoint
CREATE INDEX `indexed_jobs_link_flagged` ON `indexed_jobs` (`link_flagged_at`) WHERE `link_flagged_at` IS NOT NULL;

ALTER TABLE `blog_posts` ADD `draft_revision` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `draft_saved_at` text;
-- The sample categories and tags (docs/data.md#blog-categories-and-tags), slugs by the slug rule (shared/src/blog/slug.ts). OR IGNORE: an
-- administrator may already have made one of them.
INSERT OR IGNORE INTO `blog_categories` (`name`, `slug`, `description`) VALUES
  ('Career Advice', 'career-advice', ''),
  ('Portfolio Tips', 'portfolio-tips', ''),
  ('Tools & Resources', 'tools--resources', '');--> statement-breakpoint
INSERT OR IGNORE INTO `blog_tags` (`name`, `slug`) VALUES
  ('Remote Work', 'remote-work'),
  ('UI Design', 'ui-design'),
  ('Productivity', 'productivity');

-- docs/job-index.md#link-checks: where an administrator kept a flagged job listed though its link lands there, so a
-- check that lands there again does not flag it (a different target flags it again).
ALTER TABLE `indexed_jobs` ADD `link_kept_to` text;

CREATE TABLE `ingest_dead_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`run_id` integer,
	`what` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ingest_dead_letters_at` ON `ingest_dead_letters` (`at`);
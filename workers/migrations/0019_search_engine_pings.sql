CREATE TABLE `search_engine_days` (
	`day` text NOT NULL,
	`engine` text NOT NULL,
	`sent` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `engine`)
);
--> statement-breakpoint
CREATE TABLE `search_engine_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`engine` text NOT NULL,
	`what` text NOT NULL,
	`reason` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_engine_failures_at` ON `search_engine_failures` (`at`);

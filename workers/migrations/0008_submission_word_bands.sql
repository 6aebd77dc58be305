CREATE TABLE `submission_word_bands` (
	`band` text NOT NULL,
	`submission_id` text NOT NULL,
	PRIMARY KEY(`band`, `submission_id`),
	FOREIGN KEY (`submission_id`) REFERENCES `job_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);

/** Types of test-platform.mjs for the TypeScript browser tests. */
export interface TestPlatform {
  baseUrl: string;
  persistTo: string;
  providerUrl: string;
  aiProviderUrl: string;
  /** The sandbox mail provider: every mail the platform sends, at `${mailUrl}/api/messages`. */
  mailUrl: string;
  /** The sandbox search engines: what Google and IndexNow were told, at `${searchEnginesUrl}/__requests`. */
  searchEnginesUrl: string;
  admin: { email: string; password: string };
  /** What wrangler writes (its stdout and stderr), until `stop` removes it. */
  logFile: string;
  /** wrangler dev's process id: its workers run in processes below it. */
  pid: number;
  logTail(lines?: number): string;
  /** Runs one ingest run of the sandbox provider, as the cron does; resolves once it has filled the index. */
  fillIndex(): Promise<void>;
  stop(): Promise<void>;
}

export declare const firstTestPort: number;

export declare function startTestPlatform(options?: {
  seed?: string[];
  remotes?: string[];
  sampleBlog?: boolean;
  /** wrangler's --log-level (warn by default); 'log' also writes the worker's console.log lines to `logFile`. */
  logLevel?: 'debug' | 'info' | 'log' | 'warn' | 'error' | 'none';
  /** One ingest run fills the job index before the platform is handed over (true by default), as `npm start` does. */
  fillIndex?: boolean;
  /** More of the worker's variables, passed to wrangler dev with --var. */
  vars?: Record<string, string>;
}): Promise<TestPlatform>;

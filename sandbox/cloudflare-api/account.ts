/**
 * The account the Cloudflare API stand-in plays, in memory: it starts empty, as a new account does, and holds what
 * the calls made. Its switches take away what a real account can lack (docs/deploy.md#a-first-deploy).
 */
import { randomUUID } from 'node:crypto';

/** What a real account can lack; each on by default. */
export interface Switches {
  /** A workers.dev subdomain is registered. */
  subdomain: boolean;
  /** R2 is enabled (from the dashboard, once, by the account's owner). */
  r2: boolean;
  /** The plan includes Queues (Workers Paid). */
  queues: boolean;
}

export interface Version {
  id: string;
  number: number;
  created_on: string;
  /** The upload's metadata part: bindings, compatibility date, annotations… */
  metadata: Record<string, unknown>;
  /** The names of the modules uploaded with it. */
  modules: string[];
}

export interface Deployment {
  id: string;
  created_on: string;
  source: string;
  strategy: 'percentage';
  versions: { version_id: string; percentage: number }[];
  annotations: Record<string, string>;
}

export interface Script {
  name: string;
  created_on: string;
  versions: Version[];
  deployments: Deployment[];
  secrets: Map<string, string>;
  /** Whether it answers at <name>.<subdomain>.workers.dev, and at its versions' preview addresses. */
  workersDev: boolean;
  previews: boolean;
  /** The hostnames bound to it as custom domains. */
  domains: string[];
  /** Its cron triggers. */
  schedules: string[];
}

export interface Queue {
  queue_id: string;
  queue_name: string;
  created_on: string;
  /** Its consumer, a Worker: Cloudflare takes one per queue. */
  consumers: { consumer_id: string; type: 'worker'; script: string; settings: unknown; dead_letter_queue?: string }[];
}

export interface Database {
  uuid: string;
  name: string;
  created_at: string;
  /** Every statement run against it, in order. */
  statements: string[];
  /** The rows of its d1_migrations table, by name, once the table is made. */
  migrations: string[] | null;
}

export const accountId = 'f3b0c1d2e4a5968778899aabbccddeef';
export const accountName = 'Remote Design Jobs';
export const zoneName = 'remotedesignjobs.com';
export const zoneId = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

export const newId = () => randomUUID().replaceAll('-', '');
export const now = () => new Date().toISOString();

export class Account {
  readonly switches: Switches = { subdomain: true, r2: true, queues: true };
  subdomain: string | null = null;
  readonly scripts = new Map<string, Script>();
  readonly queues: Queue[] = [];
  readonly databases: Database[] = [];
  readonly namespaces: { id: string; title: string }[] = [];
  readonly buckets: { name: string; creation_date: string }[] = [];
  /**
   * The rows Analytics Engine's SQL API answers a query with: what the Workers wrote, which a test sets, since no
   * Worker runs here. None by default.
   */
  analytics: (sql: string) => Record<string, unknown>[] = () => [];

  constructor(switches: Partial<Switches> = {}) {
    Object.assign(this.switches, switches);
    if (this.switches.subdomain) this.subdomain = 'team';
  }

  /** The script `name`, made empty when asked to and missing. */
  script(name: string, make = false): Script | undefined {
    if (!this.scripts.has(name) && make) {
      this.scripts.set(name, { name, created_on: now(), versions: [], deployments: [], secrets: new Map(), workersDev: true, previews: true, domains: [], schedules: [] });
    }
    return this.scripts.get(name);
  }
}

// Every table, one module per resource in tables/. drizzle-kit generates the migrations from this list
// (drizzle.config.ts) and the client is given it (client.ts); code that queries a table imports it from its module.
export * from './tables/alerts';
export * from './tables/auth';
export * from './tables/blog';
export * from './tables/ingest';
export * from './tables/ingest-dead-letters';
export * from './tables/job-index';
export * from './tables/job-reports';
export * from './tables/page-views';
export * from './tables/postings';
export * from './tables/ranked-searches';
export * from './tables/search-engines';
export * from './tables/seo';

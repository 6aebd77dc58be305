import { Hono } from 'hono';

/** `/api/jobs`: featured jobs and category listings from the provider (filled in by the jobs work). */
export const jobs = new Hono<{ Bindings: Env }>();

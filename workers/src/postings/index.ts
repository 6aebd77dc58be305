import { Hono } from 'hono';

/** `/api/postings`: employers submit postings; the public reads approved ones. */
export const postings = new Hono<{ Bindings: Env }>();

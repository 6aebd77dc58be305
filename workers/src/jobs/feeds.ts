import { Hono } from 'hono';

/** `/feeds/{category}.xml`: one RSS 2.0 feed per category (filled in by the jobs work). */
export const feeds = new Hono<{ Bindings: Env }>();

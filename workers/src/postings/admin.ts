import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/** `/api/admin/postings`: review job submissions (behind the admin session guard). */
export const postingsAdmin = new Hono<AppEnv>();

import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/** Everything under /api/admin. Each admin resource mounts here, behind the session guard. */
export const admin = new Hono<AppEnv>();

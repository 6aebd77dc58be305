import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { pageSeoAdmin } from './page-seo';
import { seoPagesAdmin } from './pages';

/** `/api/admin/seo`: the SEO manager's cards and the older page_seo listing (mounted behind the session guard). */
export const seoAdmin = new Hono<AppEnv>().route('/pages', seoPagesAdmin).route('/page-seo', pageSeoAdmin);

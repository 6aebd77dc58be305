import { companySlugParams, type CompanyWithJobs } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { ApiError } from '../http/errors';
import { parseWith } from '../http/validate';
import { withApplyHrefs } from '../redirect/apply-href';
import { companyBySlug, openCompanyJobs } from './queries';

/** `GET /api/companies/:slug`: a company page's data, its open postings with their signed View Job paths. */
export const companiesApi = new Hono<{ Bindings: Env }>().get('/:slug', async (c) => {
  const { slug } = parseWith(companySlugParams, c.req.param());
  const db = dbOf(c.env.DB);
  const [company, jobs] = await Promise.all([companyBySlug(db, slug), openCompanyJobs(c.env.DB, slug)]);
  if (!company) throw new ApiError(404, 'not_found', 'No such company');
  const answer: CompanyWithJobs = await withApplyHrefs(c.env, { company, jobs });
  return c.json(answer);
});

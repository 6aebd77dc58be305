/**
 * The shared posting schema, in a module of its own: the form imports it when it is first submitted, so the page
 * renders and hydrates without zod, most of its code (docs/pages.md, speed).
 */
export { jobPostingInput } from '@rdj/shared';

/**
 * The shared alert schema, in a module of its own: the category page's alert form imports it when it is submitted,
 * so the page renders and hydrates without zod (docs/pages.md, speed).
 */
export { alertInput } from '@rdj/shared';

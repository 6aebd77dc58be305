/**
 * The shared newsletter schema, in a module of its own: the subscribe page imports it when the form is submitted,
 * so no page carries zod (most of its weight) for a form it may never send (docs/pages.md, speed).
 */
export { newsletterInput } from '@rdj/shared';

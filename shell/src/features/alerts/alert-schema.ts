/**
 * The shared alert schema, in a module of its own: the sign-up page imports it when the form is submitted, so no
 * page carries zod for a form it may never send (docs/pages.md, speed).
 */
export { alertInput } from '@rdj/shared';

/** The probe's passes in one module, for `npm run probe` and the short hostile pass of the browser tests. */
export { probeBodies } from './bodies.mjs';
export { runMalformed } from './malformed.mjs';
export { bodyRoutesOf, endpointsOf, gatewayRoutes } from './routes.mjs';
export { statusOf } from './send.mjs';

import { remoteWorker } from '@rdj/shared/edge';

/** mfe-admin's pages are private (noindex) and render in the browser: its worker serves only its releases. */
export default remoteWorker('admin');

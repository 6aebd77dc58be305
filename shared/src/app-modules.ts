/**
 * The modules a page runs once it has loaded (docs/pages.md, speed) are listed in the page as JSON, not preloaded
 * from its head: a module fetched while the page paints competes with the paint, on the network and in the time a
 * phone takes. The shell's entry preloads the listed modules at once when the page has loaded, then starts the app.
 */
/** `<script type="application/json" id=…>`: the shell's own modules, written into its built page. */
export const shellModulesElementId = 'shell-modules';

/** `<script type="application/json" id=…>`: the modules of the remote that renders the page, written by the edge. */
export const remoteModulesElementId = 'remote-modules';

/** The runtime of @originjs/vite-plugin-federation, as far as the shell uses it (its dynamic remote API). */
declare module 'virtual:__federation__' {
  interface RemoteConfig {
    url: string | (() => Promise<string>);
    format: 'esm' | 'systemjs' | 'var';
    from: 'vite' | 'webpack';
  }
  export function __federation_method_setRemote(name: string, config: RemoteConfig): void;
  export function __federation_method_getRemote(name: string, exposed: string): Promise<unknown>;
  export function __federation_method_wrapDefault(module: unknown, need: boolean): unknown;
}

/**
 * The admin remote's `./routes`, whose default export renders its `<Routes>`: the one remote the browser renders
 * whole (docs/pages.md#islands). The tests' federation stub imports it by this name.
 */
declare module 'admin/routes' {
  const AdminRoutes: import('react').ComponentType;
  export default AdminRoutes;
}

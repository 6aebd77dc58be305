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

/** Each remote exposes one module, `./routes`, whose default export renders that remote's `<Routes>`. */
declare module 'jobs/routes' {
  const JobsRoutes: import('react').ComponentType;
  export default JobsRoutes;
}

declare module 'blog/routes' {
  const BlogRoutes: import('react').ComponentType;
  export default BlogRoutes;
}

declare module 'admin/routes' {
  const AdminRoutes: import('react').ComponentType;
  export default AdminRoutes;
}

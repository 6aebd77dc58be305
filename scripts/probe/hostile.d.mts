/** Types of the probe's passes for the TypeScript browser tests (tests/hostile.test.ts). */
export interface Router {
  routes: { method: string; path: string }[];
  pages: string[];
}
export interface BodyRow {
  name: string;
  bodyAnswers: Record<string, number>;
  after: Record<string, number>;
  failures: string[];
  ok: boolean;
}
export interface MalformedRun {
  byStatus: Record<string, number>;
  faults: string[];
  invalidHostFaults: string[];
  seconds: number;
}
export declare function gatewayRoutes(): Promise<Router>;
export declare function bodyRoutesOf(router: Router): { method: string; path: string }[];
export declare function endpointsOf(router: Router): { method: string; path: string }[];
export declare function probeBodies(baseUrl: string, router: Router, options?: { rounds?: number }): Promise<BodyRow[]>;
export declare function runMalformed(
  baseUrl: string,
  endpoints: { method: string; path: string }[],
  options: { total: number; connections: number },
): Promise<MalformedRun>;
export declare function statusOf(baseUrl: string, path: string): Promise<number | 'no answer'>;

// Types of bench/lib/bundle.mjs for the TypeScript that imports it (tests/bundle).
export declare const KB: number;
type Budgets = { login: number; home: number; route: number; piece: number; page: number };
export declare const targets: Budgets;
export declare const budgets: Budgets;
export declare const overTarget: { route: number; page: number };
export declare const scriptBudgets: { page: number; login: number; pages: Record<string, number> };
export declare const portalDir: string;
export interface Page {
  files: string[];
  gzip: number;
  scripts: number;
}
export interface Route {
  key: string;
  path: string;
  layouts: string[];
  file: string;
  own: number;
  extra: string[];
  total: number;
  page: Page;
}
export interface Piece {
  key: string;
  file: string;
  own: number;
  route: string;
  total: number;
}
export interface Build {
  dist: string;
  manifest: Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
  >;
  routerSource: string;
}
export declare function readBuild(portal?: string): Build;
export declare function readDist(dist: string, portal?: string): Build;
export declare function measure(build?: Build): {
  shell: { files: string[]; gzip: number; raw: number };
  login: Page | undefined;
  home: Page | undefined;
  routes: Route[];
  pieces: Piece[];
  dist: string;
  size: (file: string) => { raw: number; gzip: number };
  sum: (files: string[], key?: "raw" | "gzip") => number;
};
export declare function routeTable(source: string): Map<string, { path: string; layouts: string[] }>;
export declare function routeModules(
  m: ReturnType<typeof measure>,
  path: string,
): { route: Route; modules: { module: string; raw: number; share: number; gzip: number }[] } | undefined;
export declare function moduleName(source: string): string;
export declare function attribute(
  dist: string,
  files: string[],
): { module: string; raw: number; share: number; gzip: number }[];

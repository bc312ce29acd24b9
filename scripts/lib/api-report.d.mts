export type Bump = "patch" | "minor" | "major";
export interface ApiDiff {
  added: string[];
  removed: string[];
  changed: string[];
}
export interface EntryVerdict {
  ok: boolean;
  changed: boolean;
  message: string;
}
export declare const PUBLISHED: readonly string[];
export declare function entriesOf(pkgDir: string): { entry: string; file: string; dts: string }[];
export declare function parseReport(text: string): Map<string, string>;
export declare function formatReport(title: string, api: Map<string, string>): string;
export declare function compareApis(before: Map<string, string>, after: Map<string, string>): ApiDiff;
export declare function neededBump(diff: ApiDiff): "minor" | "major" | null;
export declare function covers(pending: Bump | null, needed: Bump | null): boolean;
export declare function checkEntry(input: {
  pkg: string;
  entry: string;
  reportPath: string;
  diff: ApiDiff;
  pending: Bump | null;
}): EntryVerdict;
export declare function pendingBumps(changesetDir: string): Promise<Record<string, Bump>>;
export declare function readApis(
  entries: { key: string; dts: string }[],
): Promise<Map<string, Map<string, string>>>;
export declare function checkApiReports(options: {
  root: string;
  write?: boolean;
}): Promise<{ ok: boolean; results: EntryVerdict[] }>;

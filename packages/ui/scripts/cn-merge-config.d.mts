// Types of cn-merge-config.mjs, for cn.test.ts (the script itself stays plain JavaScript, run by tsx).
import type { Config } from "tailwind-merge";

type AnyConfig = Config<string, string>;

export const repoRoot: string;
export const generatedPath: string;
export const scannedRoots: string[];
export const sampleValues: string[];
export function fullConfig(): AnyConfig;
export function designSystemTokens(root?: string): string[];
export function classifier(config: AnyConfig): (className: string) => string | undefined;
export function sampleClasses(config: AnyConfig): Map<string, string[]>;
export function trimConfig(config: AnyConfig, kept: Set<string>): AnyConfig;
export function generate(tokens?: string[]): { config: AnyConfig; used: string[]; kept: Set<string> };
export function describeConfig(config: AnyConfig): unknown;
export function moduleSource(config: AnyConfig): string;

/** A port nobody listens on now. */
export declare function freePort(): Promise<number>;
/** Starts `apps/server/dist/<entry>` (default main.js) on a free port with a fresh seeded database. */
export declare function startProductServer(options?: {
  entry?: string;
  seedMembers?: number;
  timeoutMs?: number;
  env?: Record<string, string>;
}): Promise<{ baseURL: string; stop: () => Promise<void> }>;

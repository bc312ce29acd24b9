// Types of routeTable.mjs for the TypeScript that imports it (the build's chunkJoins.ts).
/** Each lazy route module (its manifest key, `src/routes/….tsx`) with its URL and lazy layouts. */
export declare function routeTable(source: string): Map<string, { path: string; layouts: string[] }>;

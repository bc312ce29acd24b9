import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The portal reads each resource through one query module (query keys and fetchers together):
 * two keys naming the same call would fetch it twice and let one go stale while the other is
 * refreshed. These checks read every module that builds queries and every page beside them.
 */

/** Every source file under src/ (tests aside), as text, by its path under src/. */
const texts = import.meta.glob<string>(
  ["../**/*.ts", "../**/*.tsx", "!../**/*.test.*", "!../**/*.test-support.*"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);
/** A glob's key (relative to this file in lib/) as a path under src/. */
const underSrc = (key: string) => key.replace(/^\.\//, "lib/").replace(/^\.\.\//, "");
const sources = Object.entries(texts).map(([key, text]) => ({ path: underSrc(key), text }));
/**
 * A query module builds query options (TanStack's `queryOptions`, or an exported `…Query` object or
 * factory of plain options).
 */
const isQueryModule = (text: string) =>
  /\b(infinite)?[qQ]ueryOptions\(/.test(text) ||
  /export const \w+Query = (\([^)]*\) => \()?\{\s*queryKey/.test(text);
const queryModules = sources.filter((file) => isQueryModule(file.text));
const pages = sources.filter((file) => !isQueryModule(file.text));

/** Loads a module by its path under src/ (lazily: only the query modules are imported). */
const loaders = import.meta.glob<Record<string, unknown>>([
  "../**/*.ts",
  "../**/*.tsx",
  "!../**/*.test.*",
  "!../**/*.test-support.*",
]);
const loaderOf = new Map(Object.entries(loaders).map(([key, loader]) => [underSrc(key), loader]));
const load = (path: string) => {
  const loader = loaderOf.get(path);
  if (!loader) throw new Error(`no loader for ${path}`);
  return loader();
};

/** What each query factory is called with: one employee, one group, one day throughout. */
const samples: Record<string, unknown[]> = {
  employeeSearchQuery: [{ lastName: "Doe" }],
  employeeSummaryQuery: ["M1"],
  pendingTransactionQuery: ["M1", 1],
  employeeHistoryQuery: ["M1", "plan", "100"],
  idCardMembersQuery: ["M1"],
  contentQuery: ["tutorial"],
  enrollmentsQuery: [{ limit: 20 }],
  enrollmentQuery: ["E1"],
  resourceQuery: ["benefits"],
  planDocumentsQuery: ["bene-books"],
  clientReportCodesQuery: [undefined],
  groupListQuery: [{}],
  groupDetailQuery: ["100"],
  groupContactsQuery: ["100"],
  groupAdditionalInformationQuery: ["100", "01-01-2026"],
  groupReportCodesQuery: ["100"],
  groupNameQuery: ["100"],
  planAdminsQuery: [undefined],
  planAdminQuery: ["pa1"],
  billingUserTypeQuery: ["pa1"],
  clientOpenEnrollmentQuery: ["01-01-2026"],
  reportGroupsQuery: ["census"],
  requestedReportsQuery: ["census", undefined],
  eligibilityImportsQuery: [undefined],
  eligibilityImportQuery: ["41"],
  eligibilityImportRowsQuery: ["41", { outcome: null, error: null }],
  billingInvoiceQuery: ["41", { search: "", lineOfBusiness: null }],
  billingAccountQuery: ["100"],
  providerSearchQuery: [{ name: "RIVER" }, null],
};

interface QueryLike {
  queryKey: readonly unknown[];
  queryFn: (context: Record<string, unknown>) => unknown;
  initialPageParam?: unknown;
}
const isQuery = (value: unknown): value is QueryLike =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as QueryLike).queryKey) &&
  typeof (value as QueryLike).queryFn === "function";

/** Every query the modules export: options as they are, factories called with their sample. */
async function exportedQueries(): Promise<{ name: string; query: QueryLike }[]> {
  const found: { name: string; query: QueryLike }[] = [];
  for (const file of queryModules) {
    for (const [name, value] of Object.entries(await load(file.path))) {
      if (isQuery(value)) found.push({ name: `${file.path} ${name}`, query: value });
      else if (typeof value === "function" && /^[a-z]\w*Query$/.test(name)) {
        const args = samples[name];
        if (!args) throw new Error(`${file.path} ${name}: give it sample arguments in this test`);
        const query: unknown = value(...args);
        if (isQuery(query)) found.push({ name: `${file.path} ${name}`, query });
      }
    }
  }
  return found;
}

/** The address a query's fetcher asks (the first fetch it makes). */
async function urlOf(query: QueryLike): Promise<string> {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return new Response(JSON.stringify({ message: "not served in this test" }), { status: 500 });
    }),
  );
  try {
    await query.queryFn({
      queryKey: query.queryKey,
      pageParam: query.initialPageParam,
      signal: new AbortController().signal,
      meta: undefined,
    });
  } catch {
    // The answer is refused on purpose: only the address matters.
  }
  return asked[0] ?? "(no call)";
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("query modules: one key per call", () => {
  let queries: { name: string; query: QueryLike }[] = [];
  // Importing every query module (their pages' code with them) takes a while on a loaded machine.
  beforeAll(async () => {
    queries = await exportedQueries();
  }, 60_000);

  it("finds the query modules", () => {
    expect(queryModules.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        "lib/contentQueries.ts",
        "lib/groupQueries.ts",
        "routes/client-info/queries.ts",
        "routes/manage-employees/add/providerQueries.ts",
      ]),
    );
  });

  it("no two exported query keys name the same address, and no key two addresses", async () => {
    const keyOfUrl = new Map<string, string>();
    const urlOfKey = new Map<string, string>();
    const clashes: string[] = [];
    // Every exported query of the modules is here (at the time of writing, 37).
    expect(queries.length).toBeGreaterThanOrEqual(37);
    for (const { name, query } of queries) {
      const key = JSON.stringify(query.queryKey);
      const url = await urlOf(query);
      expect(url, name).not.toBe("(no call)");
      const otherKey = keyOfUrl.get(url);
      if (otherKey !== undefined && otherKey !== key)
        clashes.push(`${url}: ${otherKey} and ${key} (${name})`);
      const otherUrl = urlOfKey.get(key);
      if (otherUrl !== undefined && otherUrl !== url)
        clashes.push(`${key}: ${otherUrl} and ${url} (${name})`);
      keyOfUrl.set(url, key);
      urlOfKey.set(key, url);
    }
    expect(clashes).toEqual([]);
  }, 30_000);

  it("no page keys a call of a resource that has a query module", () => {
    const owned = new Set(queries.map(({ query }) => String(query.queryKey[0])));
    const ownKeys = pages.flatMap((file) =>
      [...file.text.matchAll(/queryKey:\s*\[\s*"([^"]+)"/g)]
        .filter((match) => owned.has(match[1] ?? ""))
        .map((match) => `${file.path}: ${match[0]}`),
    );
    expect(ownKeys).toEqual([]);
  });

  it("no page fetches a module's call under a key of its own", () => {
    // The calls the modules' fetchers make, as `client.call(` (e.g. `api.employeeSummary(`).
    const moduleCalls = new Set(
      queryModules.flatMap((file) =>
        [...file.text.matchAll(/queryFn:[^\n]*?\b(\w*[aA]pi)\.(\w+)\(/g)].map((match) => match[2] ?? ""),
      ),
    );
    const ownFetches = pages.flatMap((file) =>
      [...file.text.matchAll(/queryFn:[^\n]*?\b(\w*[aA]pi)\.(\w+)\(/g)]
        .filter((match) => moduleCalls.has(match[2] ?? ""))
        .map((match) => `${file.path}: ${match[0]}`),
    );
    expect(ownFetches).toEqual([]);
  });
});

/**
 * Resources whose client is still made in more than one page: a query module shared by their pages
 * moved the build's chunk joins over the page budgets (tests/bundle: the cancel-coverage page and
 * route, the add flow's subscriber step; docs/benchmarks.md, Size).
 */
const clientsMadeTwice = new Set(["clientSelectionCalls", "coverageCalls", "employeeChangeCalls"]);

describe("query modules: one client per resource", () => {
  it("no resource's client is made in two files", () => {
    // One module may make a second client of its resource (a background one, e.g. for polling).
    const makers = new Map<string, Set<string>>();
    for (const file of sources) {
      for (const match of file.text.matchAll(/= featureApi\((\w+Calls)\b/g)) {
        const calls = match[1] ?? "";
        makers.set(calls, (makers.get(calls) ?? new Set()).add(file.path));
      }
    }
    const twice = [...makers]
      .filter(([calls, files]) => files.size > 1 && !clientsMadeTwice.has(calls))
      .map(([calls, files]) => `${calls}: ${[...files].join(", ")}`);
    expect(twice).toEqual([]);
    // A resource that has come down to one client leaves the list.
    for (const calls of clientsMadeTwice) expect(makers.get(calls)?.size ?? 0, calls).toBeGreaterThan(1);
  });
});

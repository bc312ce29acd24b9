import { ELIGIBILITY_FILE_MAX_BYTES } from "@epr/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { type JsonSchema, type Operation, routeOperations } from "../test-support/openapi.js";
import { createTestApp } from "../test-support/testApp.js";
import { MAX_BODY_BYTES } from "./guard.js";

/**
 * Bad input, generated (DESIGN.md, server tests): for every route of GET /api/openapi.json that takes path
 * parameters, query parameters or a body, fast-check makes malformed requests (wrong types, missing
 * fields, 100,000-character strings, unicode with NUL and control characters, arrays for strings,
 * deeply nested and invalid JSON, bodies over the limit, the wrong content type). Query parameters
 * get the same bad values, a word their type refuses, the parameter twice (an array for one value)
 * and each required one left out; a raw body (a file's bytes) is sent with another content type,
 * empty, as random bytes, and once over the route's own limit. Each must answer 4xx with a message,
 * never 5xx, and leave the business tables as they were. Hostile but well-formed strings (SQL and
 * LIKE metacharacters) in bodies and in the query of a read must never answer 5xx either. The seed
 * is fixed, so a failure reproduces; fast-check prints the counterexample.
 */

const SEED = 20261122;
/** Each sweep covers every route in one test, so its time grows with the API (minutes on a busy machine). */
const SWEEP_TIMEOUT_MS = 10 * 60_000;
const RUNS = Number(process.env.EPR_BAD_INPUT_RUNS ?? 40);

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;
let operations: Operation[];
const statusCounts = new Map<number, number>();
let sent = 0;

beforeAll(async () => {
  t = await createTestApp({ members: 200 });
  await createAdmin(t.db, {
    loginId: "fuzz.admin",
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  // The Bills access too (ebill), so billing's routes read their input past the policy.
  await t.db.query(
    "update plan_admins set entitlements = jsonb_set(entitlements, '{ebill}', 'true') where login_id = 'fuzz.admin'",
  );
  // And the manage billing user type, so the accounts' writes read their input past the policy too.
  await t.db.query(
    `insert into billing_user_types (admin_id, client_id, user_type)
     select ac.admin_id, ac.client_id, 'manage' from admin_clients ac join plan_admins a on a.id = ac.admin_id
      where a.login_id = 'fuzz.admin'`,
  );
  agent = t.agent();
  expect((await agent.login("fuzz.admin")).status).toBe(200);
  operations = (await routeOperations(t.app)).filter(
    (op) => op.pathParams.length > 0 || op.queryParams.length > 0 || op.hasBody || op.rawBody !== null,
  );
});
afterAll(() => t.close());

/**
 * A checksum of the business tables: employees, their groups, clients, groups and products, and
 * administrators with their rights (not their throttle counts, sessions or audit rows).
 */
async function businessChecksum(): Promise<string> {
  const tables = [
    "select umi, client_id, client_assigned_id, first_name, last_name, ssn_hash, ssn_encrypted, status, record, version, updated_at from employees",
    "select * from employee_groups",
    "select * from clients",
    "select * from groups",
    "select * from group_products",
    "select id, login_id, first_name, last_name, email, company, role, password_hash, temporary_password, entitlements from plan_admins",
    "select * from admin_clients",
    "select * from admin_group_entitlements",
    "select * from group_report_codes",
    "select * from providers",
    "select * from life_event_rules",
    "select * from open_enrollment_windows",
    "select id, kind, body, etag from content",
    // An upload that got through would start an import: its rows, its judging job.
    "select id, client_id, admin_id, file_name, kind, status, row_count from eligibility_imports",
    "select count(*) from eligibility_import_rows",
    // A payment that got through would be recorded and spread over the bills.
    "select * from payments",
    "select * from payment_allocations",
    "select id, paid_cents from invoices",
    // An account or a user type that got through would be stored.
    "select * from billing_accounts",
    "select * from billing_account_groups",
    "select * from billing_user_types",
  ];
  const sums: string[] = [];
  for (const sql of tables) {
    const { rows } = await t.db.query<{ sum: string | null }>(
      `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as sum from (${sql}) r`,
    );
    sums.push(rows[0]?.sum ?? "");
  }
  return sums.join(":");
}

/** A request as the generators make it: a JSON body as text, a raw one as text or bytes. */
interface BadRequest {
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

/** A request in a few words, for a failure's message (its path and body cut short). */
const described = (op: Operation, req: BadRequest) =>
  `${op.id} ${req.path.slice(0, 120)} ${
    typeof req.body === "string" ? req.body.slice(0, 80) : req.body ? `(${req.body.length} bytes)` : ""
  } ${req.contentType ?? ""}`;

async function send(op: Operation, req: BadRequest): Promise<{ status: number; message: unknown }> {
  sent += 1;
  const res = await agent.request(req.path, {
    method: op.method,
    ...(req.body !== undefined ? { body: req.body } : {}),
    headers: req.contentType ? { "content-type": req.contentType } : {},
  });
  statusCounts.set(res.status, (statusCounts.get(res.status) ?? 0) + 1);
  let message: unknown;
  try {
    message = ((await res.json()) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return { status: res.status, message };
}

// ——— generators ———

const nul = fc
  .tuple(fc.string({ unit: "binary", maxLength: 12 }), fc.string({ unit: "binary", maxLength: 12 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const control = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 0x1f }), fc.string({ maxLength: 8 }))
  .filter(([, code]) => code !== 9 && code !== 10 && code !== 13)
  .map(([a, code, b]) => `abc${a}${String.fromCharCode(code)}${b}`);
const huge = fc.constantFrom("x", "é", "%", "7", "😀").map((ch) => ch.repeat(100_000));
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { minKeys: 1, maxKeys: 3 }),
);
/** A value no string field accepts. */
const badValue = fc.oneof(nul, control, huge, wrongType);

const metachars = [
  "%",
  "_",
  "\\",
  "'",
  '"',
  ";",
  "--",
  "/*",
  "*/",
  "' or '1'='1",
  "%' --",
  "\\%",
  "$1",
  "\u2028",
];
/** Well-formed but hostile: SQL and LIKE metacharacters (and letters) of a plausible length. */
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...metachars), fc.constantFrom("a", "Lind", "1")), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => `${parts.join("")}%_x`.slice(0, 30));

/** A path with its parameters replaced by bad values (URL-encoded). */
const badPath = (op: Operation) =>
  fc
    .oneof(nul, control, huge, hostile, fc.constantFrom("..%2F..%2Fetc", "%", "a/b", "' or 1=1", "%00"))
    .map((value) => {
      let path = op.path;
      for (const name of op.pathParams)
        path = path.replace(
          `{${name}}`,
          value.startsWith("..%2F") || value === "%00" ? value : encodeURIComponent(value),
        );
      return `/api${path}`;
    });

/** The route's path with its parameters filled with a plausible id. */
const filledPath = (op: Operation) => {
  let path = op.path;
  for (const name of op.pathParams) path = path.replace(`{${name}}`, "M00000001");
  return `/api${path}`;
};

/** A query parameter's name and value (a parameter may come twice). */
type QueryEntry = readonly [string, string];

/** The query of the declared examples: the good query a bad value is put into. */
const exampleQuery = (op: Operation): QueryEntry[] =>
  op.queryParams.flatMap((name) => {
    const example = op.paramExamples[name];
    return example === undefined ? [] : [[name, example] as const];
  });

const withQuery = (path: string, entries: readonly QueryEntry[]) =>
  entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, v]))}` : path;

/** The body every case of a route carries besides what it makes bad: the example, as declared. */
const exampleBody = (op: Operation): Omit<BadRequest, "path"> =>
  op.hasBody
    ? { body: JSON.stringify(op.bodyExample ?? {}) }
    : op.rawBody
      ? { body: op.rawBody.example, contentType: op.rawBody.contentType }
      : {};

/** Words a query parameter's type refuses: not a number for a number, none of its values for a choice. */
function wrongWords(schema: JsonSchema): string[] {
  const types = [schema.type ?? []].flat();
  if (types.includes("integer") || types.includes("number"))
    return ["abc", "1.5", "-1", "1e999", "99999999999999999999", "NaN"];
  if (schema.enum) return ["not-one-of-them", "%", " "];
  return [];
}

/** A bad value for one query parameter: NUL, a control character, 100,000 characters, a word its type refuses. */
const badQueryValue = (schema: JsonSchema) => {
  const words = wrongWords(schema);
  return words.length
    ? fc.oneof(nul, control, huge, fc.constantFrom(...words))
    : fc.oneof(nul, control, huge);
};

/** The example query with one parameter made bad, given twice, or a required one left out. */
function badQueries(op: Operation): fc.Arbitrary<QueryEntry[]> {
  const good = exampleQuery(op);
  const replaced = (name: string, values: readonly string[]): QueryEntry[] => [
    ...good.filter(([n]) => n !== name),
    ...values.map((value) => [name, value] as const),
  ];
  const names = fc.constantFrom(...op.queryParams);
  const cases: fc.Arbitrary<QueryEntry[]>[] = [
    names.chain((name) =>
      badQueryValue(op.queryParamSchemas[name] ?? {}).map((value) => replaced(name, [value])),
    ),
    // An array where one value goes: the parameter twice, each time a good value.
    names.map((name) => {
      const value = op.paramExamples[name] ?? "1";
      return replaced(name, [value, value]);
    }),
  ];
  if (op.requiredQueryParams.length)
    cases.push(fc.constantFrom(...op.requiredQueryParams).map((name) => good.filter(([n]) => n !== name)));
  return fc.oneof(...cases);
}

/** Content types a raw body is not sent as. */
const wrongContentTypes = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "text/html",
];

/** A raw body (a file's bytes) made bad: another content type, empty, random bytes or random text. */
function badRawBodies(op: Operation, path: string): fc.Arbitrary<BadRequest> {
  const raw = op.rawBody;
  if (!raw) throw new Error(`${op.id} takes no raw body`);
  return fc.oneof(
    fc.constantFrom(...wrongContentTypes).map((contentType) => ({ path, body: raw.example, contentType })),
    fc.constant({ path, body: "", contentType: raw.contentType }),
    fc
      .uint8Array({ minLength: 1, maxLength: 4096 })
      .map((bytes) => ({ path, body: new Uint8Array(bytes), contentType: raw.contentType })),
    fc.string({ minLength: 1, maxLength: 200 }).map((body) => ({ path, body, contentType: raw.contentType })),
  );
}

/**
 * A raw body one byte over the route's limit (its own when the document gives it, else the forms'
 * MAX_BODY_BYTES): the example repeated, so only its size is wrong. Sent once per route, not per run.
 */
const oversizedRawBody = (op: Operation): BadRequest => {
  const raw = op.rawBody;
  if (!raw) throw new Error(`${op.id} takes no raw body`);
  const limit = raw.maxBytes ?? MAX_BODY_BYTES;
  return {
    path: withQuery(filledPath(op), exampleQuery(op)),
    body: new Uint8Array(Buffer.alloc(limit + 1, raw.example)),
    contentType: raw.contentType,
  };
};

const stringFields = (schema: JsonSchema | null) =>
  Object.entries(schema?.properties ?? {})
    .filter(([, s]) => s.type === "string" || (Array.isArray(s.type) && s.type.includes("string")))
    .map(([name]) => name);

/** A body built from the route's example with one or more fields made bad, or required ones dropped. */
const badFieldsBody = (op: Operation) => {
  const fields = stringFields(op.bodySchema);
  const base = (op.bodyExample ?? {}) as Record<string, unknown>;
  const required = op.bodySchema?.required ?? [];
  return fc.oneof(
    fc
      .record({ field: fc.constantFrom(...(fields.length ? fields : ["x"])), value: badValue })
      .map(({ field, value }) => ({ ...base, [field]: value })),
    fc
      .dictionary(fc.constantFrom(...(fields.length ? fields : ["x"])), badValue, { minKeys: 1 })
      .map((bad) => ({
        ...base,
        ...bad,
      })),
    // Missing fields: the example without its required ones (an empty object when all are optional).
    fc.constant(
      Object.fromEntries(Object.entries(base).filter(([k]) => !required.includes(k) && required.length > 0)),
    ),
  );
};

const nested = fc
  .tuple(fc.integer({ min: 1_000, max: 300_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? "[".repeat(depth) + "]".repeat(depth) : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );
const invalidJson = fc.oneof(
  fc.constantFrom("{", '{"lastName":', "[1,2", "nul", "{'a':1}", "\u0000", "{}}", '{"a":1,}'),
  fc.string({ maxLength: 40 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);
const notAnObject = fc.oneof(
  wrongType.filter((v) => typeof v !== "object" || Array.isArray(v) || v === null),
  fc.string(),
);

/** Every malformed request for a route. */
function malformed(op: Operation): fc.Arbitrary<BadRequest> {
  const bare = filledPath(op);
  const goodPath = withQuery(bare, exampleQuery(op));
  const cases: fc.Arbitrary<BadRequest>[] = [];
  if (op.pathParams.length)
    cases.push(badPath(op).map((path) => ({ ...exampleBody(op), path: withQuery(path, exampleQuery(op)) })));
  if (op.queryParams.length)
    cases.push(badQueries(op).map((entries) => ({ ...exampleBody(op), path: withQuery(bare, entries) })));
  if (op.hasBody) {
    cases.push(
      badFieldsBody(op).map((body) => ({ path: goodPath, body: JSON.stringify(body) })),
      nested.map((body) => ({ path: goodPath, body })),
      invalidJson.map((body) => ({ path: goodPath, body })),
      notAnObject.map((value) => ({ path: goodPath, body: JSON.stringify(value) })),
      fc.constant({ path: goodPath, body: JSON.stringify({ lastName: "x".repeat(MAX_BODY_BYTES) }) }),
      fc.constant({ path: goodPath, body: JSON.stringify(op.bodyExample ?? {}), contentType: "text/plain" }),
    );
  }
  if (op.rawBody) cases.push(badRawBodies(op, goodPath));
  return fc.oneof(...cases);
}

/** Well-formed bodies with hostile strings in every string field. */
function hostileBodies(op: Operation): fc.Arbitrary<BadRequest> {
  const fields = stringFields(op.bodySchema);
  return fc
    .dictionary(fc.constantFrom(...fields), hostile, { minKeys: 1 })
    .map((body) => ({ path: withQuery(filledPath(op), exampleQuery(op)), body: JSON.stringify(body) }));
}

/** A read's example query with hostile strings in one or more of its parameters. */
function hostileQueries(op: Operation): fc.Arbitrary<BadRequest> {
  return fc.dictionary(fc.constantFrom(...op.queryParams), hostile, { minKeys: 1 }).map((bad) => ({
    path: withQuery(filledPath(op), [
      ...exampleQuery(op).filter(([name]) => !(name in bad)),
      ...Object.entries(bad),
    ]),
  }));
}

describe("bad input never answers 5xx and changes nothing (generated from the OpenAPI document)", () => {
  it("the routes to probe come from the document", () => {
    expect(operations.map((op) => op.id)).toEqual(
      expect.arrayContaining([
        "POST /session",
        "PUT /session/client",
        "POST /employees/search",
        "GET /employees/{umi}",
        // Routes whose only inputs are query parameters, or a raw (non-JSON) body.
        "GET /eligibility/834",
        "POST /eligibility/imports/files",
      ]),
    );
    const upload = operations.find((op) => op.id === "POST /eligibility/imports/files");
    expect(upload?.queryParams).toEqual(["fileName"]);
    expect(upload?.requiredQueryParams).toEqual(["fileName"]);
    expect(upload?.rawBody).toMatchObject({
      contentType: "application/octet-stream",
      maxBytes: ELIGIBILITY_FILE_MAX_BYTES,
    });
    expect(operations.find((op) => op.id === "GET /eligibility/834")?.requiredQueryParams).toEqual([
      "groupNumber",
    ]);
  });

  it(
    "malformed requests → 4xx with a message, business data unchanged",
    async () => {
      const before = await businessChecksum();
      for (const op of operations) {
        await fc.assert(
          fc.asyncProperty(malformed(op), async (req) => {
            const { status, message } = await send(op, req);
            expect(status, described(op, req)).toBeGreaterThanOrEqual(400);
            expect(status, described(op, req)).toBeLessThan(500);
            expect(message, `${op.id}: a ${status} without a message`).toEqual(expect.any(String));
          }),
          { seed: SEED, numRuns: RUNS * 3 },
        );
        if (op.rawBody) {
          const req = oversizedRawBody(op);
          const { status, message } = await send(op, req);
          expect([status >= 400 && status < 500, message], described(op, req)).toEqual([
            true,
            expect.any(String),
          ]);
        }
      }
      expect(await businessChecksum()).toBe(before);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "SQL and LIKE metacharacters in well-formed input → never 5xx, unchanged data, no wildcard match",
    async () => {
      const before = await businessChecksum();
      for (const op of operations.filter((o) => o.hasBody && stringFields(o.bodySchema).length > 0)) {
        await fc.assert(
          fc.asyncProperty(hostileBodies(op), async (req) => {
            const { status, message } = await send(op, req);
            expect(status, described(op, req)).toBeLessThan(500);
            if (status >= 400) expect(message).toEqual(expect.any(String));
          }),
          { seed: SEED, numRuns: op.id === "POST /session" ? 10 : RUNS },
        );
      }
      // Reads only: a write's well-formed query may do what it is for (an upload named "%_x" starts an import).
      for (const op of operations.filter((o) => o.method === "GET" && o.queryParams.length > 0)) {
        await fc.assert(
          fc.asyncProperty(hostileQueries(op), async (req) => {
            const { status, message } = await send(op, req);
            expect(status, described(op, req)).toBeLessThan(500);
            if (status >= 400) expect(message).toEqual(expect.any(String));
          }),
          { seed: SEED, numRuns: Math.ceil(RUNS / 2) },
        );
      }
      // LIKE wildcards are searched as text: "%%%" matches no last name, though every name would match %.
      const res = await agent.request("/api/employees/search", {
        method: "POST",
        body: JSON.stringify({ lastName: "%%%" }),
      });
      expect(res.status).toBe(200);
      expect((await res.json()).employees).toEqual([]);
      expect(await businessChecksum()).toBe(before);
    },
    SWEEP_TIMEOUT_MS,
  );

  afterAll(() => {
    const counts = [...statusCounts.entries()].sort(([a], [b]) => a - b);
    console.log(
      [
        "",
        `Bad-input requests sent: ${sent} (seed ${SEED}, routes: ${operations.map((op) => op.id).join(", ")})`,
        "status │ answers",
        ...counts.map(([status, n]) => `${String(status).padEnd(6)} │ ${n}`),
        "",
      ].join("\n"),
    );
  });
});

import { describe, expect, it } from "vitest";
import { loadConfig, PARTNER_URLS, replicaNotice } from "./config.js";
import { inNetworks } from "./policy/index.js";

// A malformed setting stops the start with a sentence naming it (docs/operations.md, Settings).
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env });

describe("on/off settings read as EPR_SEP is: 1/true/on, 0/false/off", () => {
  it.each([
    ["EPR_SECURE_COOKIES", "secureCookies"],
    ["EPR_TRUST_PROXY", "trustProxy"],
  ] as const)("%s", (name, key) => {
    expect(load({})[key]).toBe(false);
    for (const on of ["1", "true", "ON"]) expect(load({ [name]: on })[key]).toBe(true);
    for (const off of ["0", "false", "off", ""]) expect(load({ [name]: off })[key]).toBe(false);
    // "yes" once left Secure off without a word; now the start says why it stops.
    expect(() => load({ [name]: "yes" })).toThrow(`${name} must be 1 (on) or 0 (off), got "yes".`);
  });
});

describe("PORT", () => {
  it.each([
    [undefined, 3000],
    ["8080", 8080],
    ["0", 0],
    ["65535", 65535],
  ])("%j → %i", (value, port) => {
    expect(load(value === undefined ? {} : { PORT: value }).port).toBe(port);
  });

  it.each(["http", "-1", "80.5", "65536"])("refuses %j with a sentence naming PORT", (value) => {
    expect(() => load({ PORT: value })).toThrow(/^PORT must be/);
  });
});

// Settings once read without a check now stop a bad start.

describe("EPR_SEED_MEMBERS: read once, by the configuration", () => {
  it.each([
    [undefined, 3000],
    ["0", 0],
    ["200000", 200_000],
  ])("%j → %i", (value, members) => {
    expect(load(value === undefined ? {} : { EPR_SEED_MEMBERS: value }).seedMembers).toBe(members);
  });

  // Number("lots") was NaN and seeded nothing without a word.
  it.each(["lots", "-1", "1.5", "3e"])("refuses %j with a sentence naming it", (value) => {
    expect(() => load({ EPR_SEED_MEMBERS: value })).toThrow(
      `EPR_SEED_MEMBERS must be a whole number of at least 0, got "${value}".`,
    );
  });
});

describe("EPR_JOB_POLL_MS: at least 10 ms", () => {
  it.each([
    [undefined, 1000],
    ["10", 10],
    ["250", 250],
  ])("%j → %i", (value, ms) => {
    expect(load(value === undefined ? {} : { EPR_JOB_POLL_MS: value }).jobPollMs).toBe(ms);
  });

  // 0 was accepted and made the job runner poll the database in a busy loop.
  it.each(["0", "9", "-5", "fast"])("refuses %j", (value) => {
    expect(() => load({ EPR_JOB_POLL_MS: value })).toThrow(
      `EPR_JOB_POLL_MS must be a whole number of at least 10, got "${value}".`,
    );
  });
});

describe("EPR_VISION_PROVIDER_OPERATION: IFRAME or NEW_WINDOW, as the adapter compares it", () => {
  it.each(["IFRAME", "NEW_WINDOW", ""])("accepts %j", (value) => {
    expect(() => load({ EPR_VISION_PROVIDER_OPERATION: value })).not.toThrow();
  });

  // "iframe" once opened a new window without a word.
  it.each(["iframe", "FRAME", " IFRAME", "new_window"])("refuses %j", (value) => {
    expect(() => load({ EPR_VISION_PROVIDER_OPERATION: value })).toThrow(
      `EPR_VISION_PROVIDER_OPERATION must be IFRAME or NEW_WINDOW, got "${value}".`,
    );
  });
});

describe("EPR_MEDE_ANALYTICS_KEY: an HMAC-SHA256 key of at least 32 bytes when set, never echoed", () => {
  it.each([
    ["unset", undefined],
    ["32 bytes", "k".repeat(32)],
    ["64 hex characters", "0123456789abcdef".repeat(4)],
  ])("accepts %s", (_case, value) => {
    expect(() => load(value === undefined ? {} : { EPR_MEDE_ANALYTICS_KEY: value })).not.toThrow();
  });

  it.each([
    ["31 bytes", "k".repeat(31)],
    ["a word", "hunter2"],
  ])("refuses %s, and does not say it", (_case, value) => {
    let message = "";
    try {
      load({ EPR_MEDE_ANALYTICS_KEY: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^EPR_MEDE_ANALYTICS_KEY is too short: it must be at least 32 bytes/);
    expect(message).not.toContain(value);
  });
});

describe("the partners' addresses: http(s) URLs when set, never echoed", () => {
  it("are the addresses the server reads", () => {
    expect([...PARTNER_URLS].sort()).toEqual(
      [
        "EPR_HOSPITAL_QUALITY_URL",
        "EPR_MEDE_ANALYTICS_URL",
        "EPR_PUBLIC_URL",
        "EPR_REPORTS_AT_HAND_URL",
        "EPR_SPENDING_VENDOR_URL",
        "EPR_VISION_PROVIDER_URL",
      ].sort(),
    );
  });

  const good = [
    "https://partner.example/sso",
    "http://10.0.0.5:8080/x?token=abc",
    " https://partner.example ",
  ];
  const bad = [
    "partner.example/sso",
    "ftp://user:hunter2-secret@partner.example/",
    "javascript:alert(1)",
    "https://",
    "   ",
  ];
  const cases = PARTNER_URLS.flatMap((name) => [
    // The public address is an origin the links start with: a query is refused (see below).
    ...good
      .filter((value) => name !== "EPR_PUBLIC_URL" || !value.includes("?"))
      .map((value) => [name, value, true] as const),
    ...bad.map((value) => [name, value, false] as const),
  ]);

  it.each(cases)("%s=%j accepted: %s", (name, value, accepted) => {
    const start = () => load({ [name]: value });
    if (accepted) return void expect(start).not.toThrow();
    expect(start).toThrow(`${name} must be an http:// or https:// URL (https://partner.example/path).`);
    // The value may carry a password or a token: the sentence never quotes it.
    expect(start).not.toThrow(/hunter2|alert/);
  });

  it.each(PARTNER_URLS)("%s unset or empty is the default", (name) => {
    expect(() => load({ [name]: "" })).not.toThrow();
  });
});

describe("EPR_METRICS_ALLOW adds to loopback, never replaces it", () => {
  it.each([
    [undefined, ["127.0.0.0/8", "::1/128"]],
    ["10.8.0.0/16", ["127.0.0.0/8", "::1/128", "10.8.0.0/16"]],
    ["::1/128, 192.0.2.7", ["127.0.0.0/8", "::1/128", "192.0.2.7"]],
  ])("%j → %j", (value, allow) => {
    expect(load(value === undefined ? {} : { EPR_METRICS_ALLOW: value }).metricsAllow).toEqual(allow);
  });

  it("loopback reads the metrics when the office network is allowed", () => {
    const { metricsAllow } = load({ EPR_METRICS_ALLOW: "10.8.0.0/16" });
    for (const address of ["127.0.0.1", "::1", "10.8.3.4"])
      expect(inNetworks(address, metricsAllow)).toBe(true);
    expect(inNetworks("203.0.113.9", metricsAllow)).toBe(false);
  });
});

describe("the start's line naming the read replica: host and database only", () => {
  it.each([
    [undefined, null],
    [
      "postgres://reader:hunter2-secret@replica.internal:5433/portal?sslmode=require&password=other-secret",
      { host: "replica.internal:5433", database: "portal" },
    ],
    ["postgresql://replica.internal/portal%20db", { host: "replica.internal", database: "portal db" }],
    ["postgres://reader@10.0.0.7", { host: "10.0.0.7", database: "the user's default database" }],
    ["postgres:///portal?host=/run/postgresql", { host: "/run/postgresql", database: "portal" }],
  ])("%s → %j", (url, named) => {
    const notice = replicaNotice({ databaseReplicaUrl: url });
    if (named === null) return void expect(notice).toBeNull();
    expect(notice).toMatchObject(named);
    expect(notice?.text).toBe(
      `Read replica: ${named.host}, database ${named.database} (DATABASE_REPLICA_URL): searches and listings read it.`,
    );
    // Never the user, the password, nor the query that may carry one.
    expect(JSON.stringify(notice)).not.toMatch(/reader|hunter2|secret|sslmode/);
  });
});

// A server on DATABASE_URL names its public address and chooses its mailer; the links it
// e-mails and the hosts it answers come from that address, never from a request's Host.
describe("with DATABASE_URL: EPR_PUBLIC_URL and the mailer's choice are required", () => {
  const server = { DATABASE_URL: "postgres://app@db/portal", EPR_SECRET: "s".repeat(40) };
  const publicUrl = { EPR_PUBLIC_URL: "https://portal.example.com" };
  const smtp = { EPR_SMTP_URL: "smtp://user:hunter2@mail.example.com:587" };
  const publicSentence =
    "EPR_PUBLIC_URL is required with DATABASE_URL: set it to the portal's address as its users open it (https://portal.example.com). The links the server e-mails start with it, and requests naming another host are refused.";
  const mailSentence =
    "Choose where e-mail goes with DATABASE_URL: set EPR_SMTP_URL (smtp://user:password@host:587) to send it, or EPR_MAIL=outbox to keep it in the database's outbox table (`npm run outbox` reads it; codes and links are removed once past their use).";
  it.each([
    ["no public address", { ...server, EPR_MAIL: "outbox" }, publicSentence],
    ["an empty public address", { ...server, EPR_PUBLIC_URL: "", EPR_MAIL: "outbox" }, publicSentence],
    ["no mailer chosen", { ...server, ...publicUrl }, mailSentence],
    [
      "a public address with a password",
      { ...server, EPR_PUBLIC_URL: "https://u:hunter2@portal.example.com", EPR_MAIL: "outbox" },
      "EPR_PUBLIC_URL must be the portal's address only (https://portal.example.com), without a user, password, query or fragment.",
    ],
    [
      "a public address with a query",
      { ...server, EPR_PUBLIC_URL: "https://portal.example.com/?a=1", EPR_MAIL: "outbox" },
      "EPR_PUBLIC_URL must be the portal's address only (https://portal.example.com), without a user, password, query or fragment.",
    ],
    [
      "an unknown mailer",
      { ...server, ...publicUrl, EPR_MAIL: "pigeon" },
      'EPR_MAIL must be outbox or smtp, got "pigeon".',
    ],
    [
      "smtp without its URL",
      { ...server, ...publicUrl, EPR_MAIL: "smtp" },
      "EPR_MAIL=smtp needs EPR_SMTP_URL (smtp://user:password@host:587).",
    ],
    [
      "the outbox and an SMTP URL",
      { ...server, ...publicUrl, ...smtp, EPR_MAIL: "outbox" },
      "EPR_MAIL=outbox and EPR_SMTP_URL disagree: unset one of them (EPR_SMTP_URL sends the e-mail, EPR_MAIL=outbox keeps it in the database).",
    ],
    [
      "Secure cookies turned off behind https",
      { ...server, ...publicUrl, EPR_MAIL: "outbox", EPR_SECURE_COOKIES: "0" },
      "EPR_SECURE_COOKIES cannot be off when EPR_PUBLIC_URL is https: the session cookie must be Secure there (unset EPR_SECURE_COOKIES).",
    ],
  ])("%s stops the start with a sentence", (_case, env, sentence) => {
    expect(() => load(env)).toThrow(sentence);
    expect(() => load(env)).not.toThrow(/hunter2/);
  });

  it.each([
    ["the outbox, chosen", { ...server, ...publicUrl, EPR_MAIL: "outbox" }, "outbox", true],
    ["SMTP", { ...server, ...publicUrl, ...smtp }, "smtp", true],
    ["SMTP, named twice", { ...server, ...publicUrl, ...smtp, EPR_MAIL: "SMTP" }, "smtp", true],
    [
      "an http address (a test server)",
      { ...server, EPR_PUBLIC_URL: "http://127.0.0.1:4000/", EPR_MAIL: "outbox" },
      "outbox",
      false,
    ],
    ["the embedded demo, nothing said", {}, "outbox", false],
    ["the embedded demo behind https", publicUrl, "outbox", true],
    ["the embedded demo with SMTP", smtp, "smtp", false],
  ])("%s → the %s mailer, Secure cookies %s", (_case, env, mail, secure) => {
    const config = load(env);
    expect([config.mail, config.secureCookies]).toEqual([mail, secure]);
  });

  it("keeps the public address without its trailing slash", () => {
    expect(load({ ...server, EPR_PUBLIC_URL: "http://127.0.0.1:4000/", EPR_MAIL: "outbox" }).publicUrl).toBe(
      "http://127.0.0.1:4000",
    );
  });

  it("a command that serves nothing (npm run seed, npm run outbox) is not asked for them", () => {
    expect(loadConfig({ NODE_ENV: "test", ...server }, { serving: false }).databaseUrl).toBe(
      server.DATABASE_URL,
    );
  });
});

describe("the schema of the environment", () => {
  // Read only when the seconds were not given, it was not checked then: a typo waited for the day
  // the seconds were removed.
  it("refuses a malformed EPR_SESSION_IDLE_MINUTES even beside EPR_SESSION_IDLE_SECONDS", () => {
    expect(() => load({ EPR_SESSION_IDLE_SECONDS: "600", EPR_SESSION_IDLE_MINUTES: "soon" })).toThrow(
      'EPR_SESSION_IDLE_MINUTES must be a whole number of at least 1, got "soon".',
    );
    expect(load({ EPR_SESSION_IDLE_SECONDS: "600", EPR_SESSION_IDLE_MINUTES: "5" }).sessionIdleSeconds).toBe(
      600,
    );
    expect(load({ EPR_SESSION_IDLE_MINUTES: "5" }).sessionIdleSeconds).toBe(300);
  });

  it("names every malformed setting of a start at once, one a line", () => {
    expect(() => load({ PORT: "http", EPR_MAIL: "pigeon", BRAND: "60" })).toThrow(
      [
        'PORT must be a whole number of at least 0, got "http".',
        'BRAND must be a four-digit brand code, got "60".',
        'EPR_MAIL must be outbox or smtp, got "pigeon".',
      ].join("\n"),
    );
  });

  it("says a short rotated key once, however many there are", () => {
    expect(() => load({ EPR_SECRET_PREVIOUS: "short,tiny" })).toThrow(
      /^EPR_SECRET_PREVIOUS is too short: it must be at least 32 bytes of random \(for example `openssl rand -base64 48`\)\.$/,
    );
  });
});

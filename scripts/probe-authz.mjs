#!/usr/bin/env node
// npm run probe:authz [-- --no-build]: twelve authorization defects a review found, replayed from outside.
// Starts a throwaway built product server (its own embedded database, a small demo seed), sends each
// attack over plain HTTP as a browser on the portal's own origin would (cookies kept by hand, the
// Origin header a same-origin page sends), with the demo logins, and prints per attack what a safe
// server answers, what this one answered and PASS or FAIL; exits 1 on any FAIL. E-mail (reset links,
// passcodes) goes to an SMTP sink of the probe's own (EPR_SMTP_URL), read as a mailbox would be. Where
// an attack writes, what was stored is read back: an answer alone never passes a write.
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { URI } from "otpauth";
import { ensureBuilt, ensureInstalled } from "./lib/ensure.mjs";
import { startProductServer } from "./lib/product-server.mjs";

const PASSWORD = "Demo-Portal-2026!";
/** The portal's configured address: every link the server e-mails must start with it (docs/operations.md, Host names). */
const PUBLIC_URL = "http://portal.probe.example";
/** Enough members for employees of the demo client covered in both 100100 and 100114; quick to seed. */
const SEED_MEMBERS = 300;
/** The demo client's group this probe narrows: View for demo.admin (defect 3), N/A for demo.VIEW (6, 7). */
const NARROWED = "100114";
/** A group demo.admin keeps Modify on. */
const MODIFIABLE = "100100";
/** A second reset link within a minute is not sent (docs/features/sign-in-profile-and-mfa.md); defect 11 needs two live links. */
const RESET_RESEND_MS = 61_000;
/** An SSN no demo member has (the server tests' free SSN), for the fraud check. */
const FRAUD_CHECK = {
  ssn: "879999991",
  firstName: "Avery",
  lastName: "Nobody",
  gender: "F",
  dob: "01/31/1990",
};
/** Bounds of the throttle attacks: each stops at the first refusal. */
const REPORT_BURST = 8;
const FRAUD_BURST = 25;
const FACTOR_SIGN_INS = 5;

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const is4xx = (status) => status >= 400 && status < 500;

// ---------------------------------------------------------------------------------------------
// An SMTP sink: the server's mailbox. Speaks just enough SMTP for nodemailer (no TLS, no AUTH).

/** Decodes a message's text body by its Content-Transfer-Encoding. */
function decodeBody(headers, body) {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase() ?? "7bit";
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const soft = body.replace(/=\r?\n/g, "");
    const bytes = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft[i] === "=" ? /^[0-9A-Fa-f]{2}/.exec(soft.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(Number.parseInt(hex[0], 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

/** One message as the sink keeps it: its recipients and its decoded text. */
function parseMessage(to, data) {
  const unstuffed = data.replace(/^\.\./gm, ".");
  const split = unstuffed.indexOf("\r\n\r\n");
  const headers = split === -1 ? unstuffed : unstuffed.slice(0, split);
  const body = split === -1 ? "" : unstuffed.slice(split + 4);
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? "";
  return { to, subject, text: decodeBody(headers, body).replace(/\r\n/g, "\n") };
}

async function startMailSink() {
  /** @type {{ to: string[], subject: string, text: string }[]} */
  const mails = [];
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let to = [];
    socket.write("220 probe.mail ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          mails.push(parseMessage(to, buffer.slice(0, end + 2)));
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          socket.write("250 OK queued\r\n");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 probe.mail\r\n");
        else if (verb === "RCPT") {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? "").toLowerCase());
          socket.write("250 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 Bye\r\n");
          return;
        } else if (verb === "MAIL" || verb === "RSET" || verb === "NOOP") socket.write("250 OK\r\n");
        else socket.write("502 Not implemented\r\n");
      }
    });
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    /** How many messages have come so far: a mark to read the later ones from. */
    mark: () => mails.length,
    /** The messages to `recipient` since `mark`. */
    to: (recipient, mark = 0) => mails.slice(mark).filter((m) => m.to.includes(recipient.toLowerCase())),
    /** Waits up to `ms` for a message to `recipient` since `mark`. */
    async next(recipient, mark, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = mails.slice(mark).find((m) => m.to.includes(recipient.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${recipient} came within ${ms / 1000} s`);
        await sleep(50);
      }
    },
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP as a browser sends it: node:http, so that Host and the source address are the probe's choice.

let serverPort = 0;
let ownOrigin = "";

/**
 * One request to the server. `host` replaces the Host header (defect 5); `localAddress` is the
 * loopback address the connection comes from (the sign-in throttle counts per address, defect 8).
 */
function send({ method = "GET", path, body, headers = {}, host, localAddress }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: serverPort,
        method,
        path,
        agent: false,
        ...(localAddress ? { localAddress } : {}),
        headers: {
          host: host ?? `127.0.0.1:${serverPort}`,
          ...(payload !== undefined
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** A browser tab of its own: a cookie jar, the portal's origin on every unsafe method. */
class Browser {
  /** @param {{ address?: string }} [options] */
  constructor(options = {}) {
    this.address = options.address;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  async call(method, path, body, extra = {}) {
    const unsafe = !["GET", "HEAD"].includes(method);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const res = await send({
      method,
      path,
      body,
      host: extra.host,
      localAddress: this.address,
      headers: {
        ...(unsafe ? { origin: extra.origin ?? ownOrigin } : {}),
        ...(cookie ? { cookie } : {}),
        ...(extra.headers ?? {}),
      },
    });
    for (const line of res.headers["set-cookie"] ?? []) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path) {
    return this.call("GET", path);
  }

  signIn(loginId, password = PASSWORD) {
    return this.call("POST", "/api/session", { loginId, password });
  }
}

/** What an answer says in a table cell: its status and code (or the start of its message). */
function said(res) {
  if (res.status < 300) return String(res.status);
  const code = res.json?.code ?? (res.json?.message ? `"${String(res.json.message).slice(0, 40)}…"` : "");
  return `${res.status}${code ? ` ${code}` : ""}`;
}

/** A setup step that must succeed, else the attack cannot be judged (the row FAILs saying why). */
function must(res, status, what) {
  if (res.status !== status)
    throw new Error(`${what} answered ${res.status} (expected ${status}): ${res.text.slice(0, 160)}`);
  return res;
}

async function signedIn(loginId) {
  const browser = new Browser();
  must(await browser.signIn(loginId), 200, `the sign-in of ${loginId}`);
  return browser;
}

const mailOf = (loginId) => `${loginId.toLowerCase()}@example.com`;
const resetLink = (mail) => /(\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
const passcodeIn = (mail) => /verification code is (\d+)\./.exec(mail?.text ?? "")?.[1];

// ---------------------------------------------------------------------------------------------
// The verdicts.

/** @type {{ defect: string, request: string, safe: string, answered: string, pass: boolean }[]} */
const rows = [];
function judge(defect, request, safe, answered, pass) {
  rows.push({ defect: String(defect), request, safe, answered, pass: Boolean(pass) });
}

/** Runs one attack; an error in it (a setup step that failed) is a FAIL of its defect, saying why. */
async function attack(defect, name, run) {
  try {
    await run();
  } catch (error) {
    judge(defect, name, "the attack runs and is refused", `probe could not run it: ${error.message}`, false);
  }
}

// ---------------------------------------------------------------------------------------------
// What the attacks need, prepared as the demo's own administrators would.

/** Every employee of the client covered in both `MODIFIABLE` and `NARROWED`, read by demo.admin. */
async function employeesInBothGroups(admin) {
  const found = [];
  let listId;
  for (let page = 0; page < 10; page++) {
    const res = must(
      await admin.call("POST", "/api/employees/search", {
        groupNumber: NARROWED,
        ...(listId ? { listId } : {}),
      }),
      200,
      `demo.admin's search of group ${NARROWED}`,
    );
    for (const e of res.json.employees)
      if (e.activeGroupNumbers.includes(MODIFIABLE) && e.activeGroupNumbers.includes(NARROWED)) found.push(e);
    listId = res.json.searchData?.listId;
    if (!listId) break;
  }
  if (found.length === 0)
    throw new Error(
      `no employee of the demo client in both ${MODIFIABLE} and ${NARROWED}: raise SEED_MEMBERS`,
    );
  return found;
}

/** Every enrollment in process a session lists (every page), by id. */
async function listedEnrollments(browser) {
  const ids = [];
  let after;
  for (let page = 0; page < 20; page++) {
    const res = must(
      await browser.get(`/api/enrollments${after ? `?after=${after}` : ""}`),
      200,
      "GET /api/enrollments",
    );
    ids.push(...res.json.payload.enrollmentsInProgress.map((e) => e.id));
    after = res.json.next;
    if (!res.json.more || !after) break;
  }
  return ids;
}

/** The group numbers an employee record names. */
const groupsOf = (record) =>
  new Set(
    [record.subscriber, ...(record.dependents ?? [])].flatMap((m) =>
      (m?.memberCoverages ?? []).map((c) => c.groupNumber),
    ),
  );

/** Every member's coverages in `group`, in member order: what must stay as stored. */
const coverageIn = (record, group) =>
  JSON.stringify(
    [record.subscriber, ...(record.dependents ?? [])].map((m) =>
      (m?.memberCoverages ?? []).filter((c) => c.groupNumber === group),
    ),
  );
const linesIn = (record, group) =>
  [record.subscriber, ...(record.dependents ?? [])]
    .flatMap((m) => (m?.memberCoverages ?? []).filter((c) => c.groupNumber === group))
    .reduce((n, c) => n + (c.memberLobs?.length ?? 0), 0);

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!process.argv.includes("--no-build")) {
    ensureInstalled();
    ensureBuilt();
  }
  const sink = await startMailSink();
  console.log(`› Starting a throwaway product server (${SEED_MEMBERS} members) …`);
  const serverStart = Date.now();
  const server = await startProductServer({
    seedMembers: SEED_MEMBERS,
    env: {
      EPR_PUBLIC_URL: PUBLIC_URL,
      EPR_SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      // No report is made while the probe runs, so the report cap (defect 9) is judged on jobs that
      // all still wait, whatever the machine's speed.
      EPR_JOB_POLL_MS: "600000",
    },
  });
  const startedIn = Date.now() - serverStart;
  serverPort = Number(new URL(server.baseURL).port);
  ownOrigin = server.baseURL;
  console.log(`› ${server.baseURL} answered in ${seconds(startedIn)}; attacking …`);
  // Interrupted, the throwaway server and its database folder go too.
  for (const signal of ["SIGINT", "SIGTERM"])
    process.once(signal, () => {
      server.stop().finally(() => process.exit(130));
    });
  try {
    await attacks(sink);
  } finally {
    await server.stop();
    await sink.close();
  }
  return startedIn;
}

async function attacks(sink) {
  // Defect 11 needs two live reset links, a minute apart (docs/features/sign-in-profile-and-mfa.md): the older one is asked first.
  const olderMark = sink.mark();
  const olderAsked = Date.now();
  must(
    await new Browser().call("POST", "/api/password-resets", { loginId: "demo.temp" }),
    200,
    "Forgot password for demo.temp",
  );
  const olderLink = resetLink(await sink.next(mailOf("demo.temp"), olderMark));

  const superUser = await signedIn("demo.super");
  const admin = await signedIn("demo.admin");
  const viewer = await signedIn("demo.VIEW");

  // With every right still held: the records the attacks aim at, and what demo.VIEW reads now.
  const both = await employeesInBothGroups(admin);
  const edited = both[0];
  const summarised = both[1] ?? both[0];
  const narrowedEnrollments = [];
  for (const id of await listedEnrollments(viewer)) {
    const res = must(
      await viewer.get(`/api/enrollments/${id}`),
      200,
      `demo.VIEW's GET /api/enrollments/${id}`,
    );
    if (groupsOf(res.json.payload).has(NARROWED)) narrowedEnrollments.push(id);
  }
  const summaryBefore = must(
    await viewer.get(`/api/employees/${summarised.umi}`),
    200,
    "demo.VIEW's summary",
  );
  // demo.super narrows two administrators of its client: demo.admin may only view 100114, demo.VIEW holds N/A on it.
  for (const [loginId, value] of [
    ["demo.admin", "View"],
    ["demo.VIEW", "N/A"],
  ]) {
    const res = must(
      await superUser.call("PUT", `/api/plan-admins/${loginId}/groups`, {
        selectedGroups: [NARROWED],
        employeeData: value,
      }),
      200,
      `demo.super's group entitlements of ${loginId}`,
    );
    const held = res.json.groups.find((g) => g.groupNumber === NARROWED)?.employeeData;
    if (held !== value)
      throw new Error(`${loginId} holds ${held} on ${NARROWED} after the change, not ${value}`);
  }

  await attack(1, "demo.super takes over demo.mcu", () => defect1(sink, superUser));
  await attack(2, "demo.VIEW census with full SSNs", () => defect2(viewer));
  await attack(3, "edit leaving out a View group", () => defect3(admin, edited));
  await attack(5, "reset link from the Host", () => defect5(sink));
  await attack(6, "enrollments of an N/A group", () => defect6(viewer, narrowedEnrollments));
  await attack(7, "summary of an N/A group", () => defect7(viewer, summarised, summaryBefore));
  await attack(8, "sign-in lockout", () => defect8());
  await attack(9, "report job cap", () => defect9(admin));
  await attack(12, "fraud-check oracle", () => defect12(viewer, admin));
  // Defects 4 and 10 need demo.super with MFA on and an authenticator app; 4 runs first, so that
  // whatever 10's attacks do cannot leave 4 without its app.
  let factors;
  let factorsFailed;
  try {
    factors = await enrolFactors(sink, "demo.super");
  } catch (error) {
    factorsFailed = error;
  }
  const prepared = () => {
    if (!factors)
      throw new Error(`demo.super's MFA and authenticator set-up failed: ${factorsFailed?.message}`);
    return factors;
  };
  await attack(4, "authenticator code guessing", () => defect4(prepared().totp));
  await attack(10, "MFA off with a session alone", () => defect10(superUser, prepared().second));
  await attack(11, "older reset link", async () => {
    const wait = olderAsked + RESET_RESEND_MS - Date.now();
    if (wait > 0) {
      console.log(`› Waiting ${seconds(wait)} for the reset resend pause (defect 11) …`);
      await sleep(wait);
    }
    await defect11(sink, olderLink);
  });
}

// ---------------------------------------------------------------------------------------------
// The twelve attacks.

/** 1. A client's super user manages only this client's part of a multi-client administrator. */
async function defect1(sink, superUser) {
  const target = "demo.mcu";
  const identity = async () => {
    const res = must(await new Browser().signIn(target), 200, `the sign-in of ${target}`);
    const { admin, entitlements } = res.json;
    return JSON.stringify({ admin, entitlements });
  };
  const before = await identity();
  const clientGroups = new Set(
    must(
      await superUser.get("/api/plan-admins/demo.admin"),
      200,
      "demo.super's read of demo.admin",
    ).json.groups.map((g) => g.groupNumber),
  );

  const read = await superUser.get(`/api/plan-admins/${target}`);
  const groups = read.json?.groups?.map((g) => g.groupNumber) ?? [];
  const foreign = groups.filter((g) => !clientGroups.has(g));
  const readSafe =
    [403, 404].includes(read.status) ||
    (read.status === 200 &&
      read.json.identityManaged === false &&
      !("email" in read.json) &&
      !read.text.includes(mailOf(target)) &&
      foreign.length === 0);
  judge(
    1,
    `demo.super GET /api/plan-admins/${target}`,
    "403/404, or 200 without its e-mail or other clients' groups (identityManaged false)",
    read.status === 200
      ? `200, identityManaged ${read.json.identityManaged}, e-mail ${"email" in read.json ? "shown" : "absent"}, ${groups.length} groups, ${foreign.length} of other clients`
      : said(read),
    readSafe,
  );

  const mark = sink.mark();
  const put = await superUser.call("PUT", `/api/plan-admins/${target}`, {
    demographics: { firstName: "Eve", lastName: "Taker", email: "attacker@evil.example", company: "" },
    userEntitlements: { employeesView: true, employeesEdit: true, superUserRole: true },
  });
  const afterPut = await identity();
  judge(
    1,
    `demo.super PUT /api/plan-admins/${target} (e-mail attacker@evil.example, superUserRole)`,
    `403/404; ${target}'s details and rights unchanged`,
    `${said(put)}; ${afterPut === before ? "unchanged" : "CHANGED"}`,
    is4xx(put.status) && afterPut === before,
  );

  const reset = await superUser.call("POST", `/api/plan-admins/${target}/password-reset`, {});
  await sleep(300);
  const mailed = sink.to(mailOf(target), mark).length + sink.to("attacker@evil.example", mark).length;
  judge(
    1,
    `demo.super POST /api/plan-admins/${target}/password-reset`,
    "403/404; no reset link e-mailed",
    `${said(reset)}; ${mailed} e-mail(s)`,
    is4xx(reset.status) && mailed === 0,
  );

  const disable = await superUser.call("POST", `/api/plan-admins/${target}/disable`, {});
  const still = await new Browser().signIn(target);
  judge(
    1,
    `demo.super POST /api/plan-admins/${target}/disable`,
    `403/404; ${target} still signs in`,
    `${said(disable)}; ${target}'s sign-in ${still.status}`,
    is4xx(disable.status) && still.status === 200,
  );
}

/** 2. A view-only login exports full SSNs. */
async function defect2(viewer) {
  const list = async () =>
    JSON.stringify(
      must(await viewer.get("/api/reports/census/requests"), 200, "demo.VIEW's report list").json.reports.map(
        (r) => r.reportId,
      ),
    );
  const before = await list();
  const res = await viewer.call("POST", "/api/reports/census/requests", { ssnMask: false });
  const after = await list();
  judge(
    2,
    'demo.VIEW POST /api/reports/census/requests {"ssnMask":false}',
    "403 view_only; no report stored",
    `${said(res)}; ${after === before ? "nothing stored" : "a report was STORED"}`,
    is4xx(res.status) && after === before,
  );
}

/** 3. An edit leaves out the lines of a group the administrator may only view. */
async function defect3(admin, employee) {
  const read = must(
    await admin.get(`/api/employees/${employee.umi}`),
    200,
    `demo.admin's GET of ${employee.umi}`,
  );
  const view = read.json.groups.find((g) => g.groupNumber === NARROWED);
  if (!view || view.modifiable) throw new Error(`demo.admin does not hold View-only on ${NARROWED}`);
  const before = coverageIn(read.json.payload, NARROWED);
  const linesBefore = linesIn(read.json.payload, NARROWED);
  const record = structuredClone(read.json.payload);
  for (const member of [record.subscriber, ...(record.dependents ?? [])])
    member.memberCoverages = member.memberCoverages.filter((c) => c.groupNumber !== NARROWED);
  const res = await admin.call(
    "PUT",
    `/api/employees/${employee.umi}`,
    { transactionType: "EDIT", record },
    { headers: { "if-match": read.headers.etag ?? "", "idempotency-key": randomUUID() } },
  );
  const again = must(await admin.get(`/api/employees/${employee.umi}`), 200, "the re-read");
  const kept = coverageIn(again.json.payload, NARROWED) === before;
  judge(
    3,
    `demo.admin (Modify ${MODIFIABLE}, View ${NARROWED}) PUT /api/employees/${employee.umi} EDIT, the record minus its ${NARROWED} lines`,
    `200 with ${NARROWED} kept as stored, or 403/409; ${NARROWED}'s lines unchanged`,
    `${said(res)}; ${NARROWED} lines ${linesBefore} before, ${linesIn(again.json.payload, NARROWED)} after${kept ? " (as stored)" : " (CHANGED)"}`,
    (res.status === 200 || is4xx(res.status)) && kept && linesBefore > 0,
  );
}

/** 5. Reset links follow the request's Host. */
async function defect5(sink) {
  const victim = "demo.internal";
  const mark = sink.mark();
  const evil = await new Browser().call(
    "POST",
    "/api/password-resets",
    { loginId: victim },
    { host: "evil.example", origin: "http://evil.example" },
  );
  await sleep(500);
  const sent = sink.to(mailOf(victim), mark);
  const pointsAway = sent.some((m) => m.text.includes("evil.example"));
  const linksHome = sent.every((m) => resetLink(m)?.startsWith(`${PUBLIC_URL}/reset-password?token=`));
  judge(
    5,
    `POST /api/password-resets {loginId:${victim}} with Host: evil.example`,
    `421 (or 4xx) and no e-mail; or a link starting with ${PUBLIC_URL}`,
    `${said(evil)}; ${sent.length} e-mail(s)${pointsAway ? " linking to evil.example" : ""}`,
    !pointsAway && ((is4xx(evil.status) && sent.length === 0) || (evil.status === 200 && linksHome)),
  );

  // Our own Host, with the forwarding headers a proxy in front would add: the link still is the configured one.
  const other = "demo.mfa";
  const mark2 = sink.mark();
  const forwarded = await new Browser().call(
    "POST",
    "/api/password-resets",
    { loginId: other },
    { headers: { "x-forwarded-host": "evil.example", forwarded: "host=evil.example;proto=http" } },
  );
  const link = forwarded.status === 200 ? resetLink(await sink.next(mailOf(other), mark2)) : undefined;
  judge(
    5,
    `POST /api/password-resets {loginId:${other}}, own Host, X-Forwarded-Host/Forwarded: evil.example`,
    `200; the e-mailed link starts with ${PUBLIC_URL}/reset-password`,
    `${said(forwarded)}; link ${link ? `${link.slice(0, link.indexOf("?"))}?token=…` : "none"}`,
    forwarded.status === 200 && Boolean(link?.startsWith(`${PUBLIC_URL}/reset-password?token=`)),
  );
}

/** 6. Enrollments in process naming a group the administrator holds N/A on. */
async function defect6(viewer, narrowed) {
  if (narrowed.length === 0) throw new Error(`demo.VIEW listed no enrollment naming ${NARROWED} beforehand`);
  const listed = new Set(await listedEnrollments(viewer));
  const stillListed = narrowed.filter((id) => listed.has(id));
  judge(
    6,
    `demo.VIEW (N/A on ${NARROWED}) GET /api/enrollments, every page`,
    `none of the ${narrowed.length} enrollments naming ${NARROWED} listed`,
    `200; ${stillListed.length} of the ${narrowed.length} listed (all ${narrowed.length} before the N/A)`,
    stillListed.length === 0,
  );
  const answers = [];
  for (const id of narrowed) answers.push(await viewer.get(`/api/enrollments/${id}`));
  const statuses = [...new Set(answers.map((r) => r.status))];
  judge(
    6,
    `demo.VIEW GET /api/enrollments/{id} of each of those ${narrowed.length}`,
    `404 (or 403) each, nothing of ${NARROWED}`,
    `${statuses.join("/")} ×${answers.length}`,
    answers.every((r) => [403, 404].includes(r.status) && !r.text.includes(NARROWED)),
  );
}

/** 7. The employee summary (and the search) carries groups held N/A. */
async function defect7(viewer, employee, before) {
  const res = await viewer.get(`/api/employees/${employee.umi}`);
  const groups = res.json?.groups?.map((g) => g.groupNumber) ?? [];
  judge(
    7,
    `demo.VIEW (N/A on ${NARROWED}) GET /api/employees/${employee.umi} (in ${MODIFIABLE} and ${NARROWED})`,
    `200 naming no ${NARROWED} anywhere (or 404)`,
    `${said(res)}; groups [${groups.join(", ")}]; "${NARROWED}" ${res.text.includes(NARROWED) ? "PRESENT" : "absent"} (present before the N/A: ${before.text.includes(NARROWED)})`,
    (res.status === 200 && !res.text.includes(NARROWED)) || res.status === 404,
  );
  const search = await viewer.call("POST", "/api/employees/search", { lastName: employee.lastName });
  const hit = search.json?.employees?.some((e) => e.umi === employee.umi);
  judge(
    7,
    `demo.VIEW POST /api/employees/search {lastName:${employee.lastName}}`,
    `200 naming no ${NARROWED}`,
    `${said(search)}; the employee ${hit ? "found" : "not found"}; "${NARROWED}" ${search.text.includes(NARROWED) ? "PRESENT" : "absent"}`,
    search.status === 200 && !search.text.includes(NARROWED),
  );
}

/**
 * 8. The sign-in throttle: a guesser's address is locked out of the login, the owner's is not.
 * Each address is a loopback address of its own (127.0.0.x), as the server sees the socket's.
 */
async function defect8() {
  const login = "demo.cancelled";
  const guesser = new Browser({ address: "127.0.0.5" });
  const first = [];
  for (let i = 0; i < 5; i++) first.push((await guesser.signIn(login, `Wrong-Guess-${i}-2026!`)).status);
  const sixth = await guesser.signIn(login);
  judge(
    8,
    `5 wrong passwords for ${login} from 127.0.0.5, then its right password from there`,
    "401 ×5 (or 429 sooner), then 429 (locked for that login and address)",
    `${first.join(", ")}, then ${said(sixth)}`,
    first.every((s) => s === 401 || s === 429) && sixth.status === 429,
  );
  const second = new Browser({ address: "127.0.0.6" });
  const more = [];
  for (let i = 0; i < 5; i++) more.push((await second.signIn(login, `Other-Guess-${i}-2026!`)).status);
  const owner = new Browser({ address: "127.0.0.1" });
  const asked = Date.now();
  const res = await owner.signIn(login);
  judge(
    8,
    `5 more wrong from 127.0.0.6 (10 in all), then the owner's right password from 127.0.0.1`,
    "200 (slowed at most a few seconds, never refused)",
    `guesses ${more.join(", ")}; owner ${said(res)} in ${seconds(Date.now() - asked)}`,
    res.status === 200,
  );
}

/** 9. Report jobs per administrator are capped. */
async function defect9(admin) {
  const waiting = async () =>
    must(await admin.get("/api/reports/census/requests"), 200, "demo.admin's report list").json.reports
      .length;
  const before = await waiting();
  const statuses = [];
  for (let i = 0; i < REPORT_BURST; i++)
    statuses.push((await admin.call("POST", "/api/reports/census/requests", {})).status);
  const accepted = statuses.filter((s) => s === 201).length;
  const refusedFrom = statuses.indexOf(429);
  const stored = (await waiting()) - before;
  judge(
    9,
    `demo.admin POST /api/reports/census/requests ×${REPORT_BURST} (no report made meanwhile)`,
    "a few 201, then 429 for the rest; only the accepted stored",
    `${accepted} × 201, then ${statuses.length - accepted} × 429; ${stored} stored`,
    refusedFrom > 0 && statuses.slice(refusedFrom).every((s) => s === 429) && stored === accepted,
  );
}

/** 12. The fraud check: not for a view-only login, and throttled for who may enroll. */
async function defect12(viewer, admin) {
  const view = await viewer.call("POST", "/api/employees/fraud-check", FRAUD_CHECK);
  judge(
    12,
    "demo.VIEW POST /api/employees/fraud-check {ssn,…}",
    "403 (no answer about the SSN)",
    said(view),
    is4xx(view.status) && !view.text.includes("fraud"),
  );
  const statuses = [];
  let retryAfter;
  for (let i = 0; i < FRAUD_BURST; i++) {
    const res = await admin.call("POST", "/api/employees/fraud-check", FRAUD_CHECK);
    statuses.push(res.status);
    if (res.status === 429) {
      retryAfter = res.headers["retry-after"];
      break;
    }
  }
  const passed = statuses.filter((s) => s === 200).length;
  judge(
    12,
    `demo.admin POST /api/employees/fraud-check, up to ×${FRAUD_BURST}`,
    "200 for a bounded number, then 429 with Retry-After",
    `${passed} × 200, then ${statuses.at(-1) === 429 ? `429 (Retry-After ${retryAfter})` : "no refusal"}`,
    statuses.at(-1) === 429 && statuses.slice(0, -1).every((s) => s === 200),
  );
}

/**
 * Turns MFA on for `login` and sets up an authenticator app, in a session of its own (which thereby
 * verifies a factor: that session only). Answers the session and the app.
 */
async function enrolFactors(sink, login) {
  const second = await signedIn(login);
  const mark = sink.mark();
  const sent = must(
    await second.call("POST", "/api/mfa/passcodes", { deliveryChannel: "email" }),
    201,
    "the profile's passcode",
  );
  const code = passcodeIn(await sink.next(mailOf(login), mark));
  const { correlationId } = sent.json;
  must(
    await second.call("POST", "/api/mfa/passcodes/validate", { correlationId, otpCode: code }),
    200,
    "the passcode's validation",
  );
  const on = must(
    await second.call("PUT", "/api/mfa", { hmhsmfaenrolled: "true", correlationId }),
    200,
    "turning MFA on",
  );
  if (!on.json.enrolled) throw new Error("MFA is not on after PUT /api/mfa true");
  const setUp = must(
    await second.call("POST", "/api/mfa/authenticator", {}),
    201,
    "the authenticator's set-up",
  );
  const totp = URI.parse(setUp.json.uri);
  // One step back (the window allows it): the sign-ins of defect 4 use later steps, each once.
  const confirmed = must(
    await second.call("POST", "/api/mfa/authenticator/confirm", {
      code: totp.generate({ timestamp: Date.now() - totp.period * 1000 }),
    }),
    200,
    "the authenticator's confirmation",
  );
  if (!confirmed.json.valid) throw new Error("the authenticator's first code was not accepted");
  return { second, totp };
}

/**
 * 10. A session alone turns MFA off: demo.super's first session, signed in with the password only
 * before MFA was on, asks without a password. What is stored is read in the second session.
 */
async function defect10(firstSession, second) {
  const login = "demo.super";
  const state = async () => {
    const mfa = must(await second.get("/api/mfa"), 200, "GET /api/mfa").json.enrolled;
    const app = must(await second.get("/api/mfa/authenticator"), 200, "GET /api/mfa/authenticator").json
      .enrolled;
    return { mfa, app };
  };
  const before = await state();
  if (!before.mfa || !before.app) throw new Error("demo.super's MFA or authenticator is not on beforehand");

  const remove = await firstSession.call("DELETE", "/api/mfa/authenticator", {});
  const afterRemove = await state();
  judge(
    10,
    `${login}'s password-only session DELETE /api/mfa/authenticator {} (no password)`,
    "403 password_required (or 401); the app stays enrolled",
    `${said(remove)}; app ${afterRemove.app ? "still enrolled" : "REMOVED"}`,
    [401, 403].includes(remove.status) && afterRemove.app,
  );
  const off = await firstSession.call("PUT", "/api/mfa", { hmhsmfaenrolled: "false" });
  const afterOff = await state();
  judge(
    10,
    `${login}'s password-only session PUT /api/mfa {"hmhsmfaenrolled":"false"}`,
    "403 password_required (or 401); MFA stays on",
    `${said(off)}; MFA ${afterOff.mfa ? "still on" : "TURNED OFF"}`,
    [401, 403].includes(off.status) && afterOff.mfa,
  );
}

/** 4. Authenticator codes guessed across sign-ins: a limit per administrator, then even the right code is refused. */
async function defect4(totp) {
  const login = "demo.super";
  const step = totp.period * 1000;
  const codeAt = (steps) => totp.generate({ timestamp: Date.now() + steps * step });
  // Control: with no wrong code yet, the password and the app's current code sign in.
  const control = new Browser();
  must(await control.signIn(login), 202, `${login}'s password step`);
  const controlCode = must(
    await control.call("POST", "/api/session/authenticator", { code: codeAt(0) }),
    200,
    "the control sign-in's code",
  );
  if (!controlCode.json.valid) throw new Error("the app's current code did not sign in (control)");

  const near = new Set([codeAt(-1), codeAt(0), codeAt(1), codeAt(2)]);
  let wrongOffset = -5;
  while (near.has(codeAt(wrongOffset))) wrongOffset -= 1;
  let judged = 0;
  let signIns = 0;
  let lockedAt = "";
  /** The pending sign-in in which the lock came, if it came on a code. */
  let pending;
  for (let i = 0; i < FACTOR_SIGN_INS && !lockedAt; i++) {
    const browser = new Browser();
    const res = await browser.signIn(login);
    signIns += 1;
    if (res.status === 429) {
      lockedAt = `sign-in ${signIns}'s password step`;
      break;
    }
    must(res, 202, `${login}'s password step`);
    for (let c = 0; c < 3; c++) {
      const answer = await browser.call("POST", "/api/session/authenticator", { code: codeAt(wrongOffset) });
      if (answer.status === 429) {
        lockedAt = `code ${judged + 1}`;
        pending = browser;
        break;
      }
      must(answer, 200, "a wrong code");
      if (answer.json.valid) throw new Error("a wrong code signed in");
      judged += 1;
      if (answer.json.outcome === "locked") break; // this sign-in attempt ended
    }
  }
  judge(
    4,
    `${login}: right password, then wrong app codes, over up to ${FACTOR_SIGN_INS} sign-ins`,
    "a per-administrator limit: 429 factor_locked within them",
    lockedAt
      ? `${judged} wrong codes judged over ${signIns} sign-ins, then 429 at ${lockedAt}`
      : `${judged} wrong codes judged, no lock`,
    Boolean(lockedAt),
  );
  if (!lockedAt) return;
  if (pending) {
    const right = await pending.call("POST", "/api/session/authenticator", { code: codeAt(1) });
    judge(
      4,
      `${login}: the app's right code in that same pending sign-in`,
      "429 factor_locked (the right code refused too)",
      `${said(right)}${right.json?.valid ? ", SIGNED IN" : ""}`,
      right.status === 429 && !right.json?.valid,
    );
  }
  const fresh = new Browser();
  const again = await fresh.signIn(login);
  let detail = said(again);
  let signedInAnyway = again.status === 200;
  if (again.status === 202) {
    const right = await fresh.call("POST", "/api/session/authenticator", { code: codeAt(1) });
    signedInAnyway = Boolean(right.json?.valid);
    detail += `, then the right code ${said(right)}`;
  }
  judge(
    4,
    `${login}: a new sign-in, right password (and right code)`,
    "429 factor_locked: no new attempt while locked",
    `${detail}${signedInAnyway ? ", SIGNED IN" : ""}`,
    again.status === 429 && !signedInAnyway,
  );
}

/** 11. An older reset link still works after a newer one was completed. */
async function defect11(sink, olderLink) {
  const login = "demo.temp";
  if (!olderLink) throw new Error("the first reset e-mail held no link");
  const token = (link) => new URL(link).searchParams.get("token");
  const mark = sink.mark();
  must(
    await new Browser().call("POST", "/api/password-resets", { loginId: login }),
    200,
    "the second reset request",
  );
  const newerLink = resetLink(await sink.next(mailOf(login), mark));
  if (!newerLink || token(newerLink) === token(olderLink))
    throw new Error("no second, newer reset link came");
  must(
    await new Browser().call("POST", "/api/password-resets/complete", {
      token: token(newerLink),
      newPassword: "Newer-Password-2026!",
    }),
    200,
    "completing the newer link",
  );
  const older = await new Browser().call("POST", "/api/password-resets/complete", {
    token: token(olderLink),
    newPassword: "Older-Password-2026!",
  });
  const withOlder = await new Browser().signIn(login, "Older-Password-2026!");
  const withNewer = await new Browser().signIn(login, "Newer-Password-2026!");
  judge(
    11,
    `${login}: POST /api/password-resets/complete with the older link, after the newer one was completed`,
    "410 (or 4xx); the older link's password does not sign in, the newer one's does",
    `${said(older)}; sign-in with the older's password ${withOlder.status}, with the newer's ${withNewer.status}`,
    is4xx(older.status) && withOlder.status === 401 && withNewer.status === 200,
  );
}

// ---------------------------------------------------------------------------------------------
// The table.

function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of String(text).split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = "";
    }
    let rest = word;
    while (rest.length > width) {
      if (line) {
        lines.push(line);
        line = "";
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    line = line ? `${line} ${rest}` : rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

function printTable() {
  const columns = [
    ["#", 2, (r) => r.defect],
    ["request", 46, (r) => r.request],
    ["a safe server answers", 36, (r) => r.safe],
    ["it answered", 44, (r) => r.answered],
    ["result", 6, (r) => (r.pass ? "PASS" : "FAIL")],
  ];
  const rule = columns.map(([, width]) => "-".repeat(width)).join("-+-");
  const line = (cells) => cells.map((cell, i) => cell.padEnd(columns[i]?.[1] ?? 0)).join(" | ");
  console.log(line(columns.map(([title]) => title)));
  console.log(rule);
  const ordered = [...rows].sort((a, b) => Number(a.defect) - Number(b.defect));
  for (const row of ordered) {
    const cells = columns.map(([, width, value]) => wrap(value(row), width));
    const height = Math.max(...cells.map((c) => c.length));
    for (let i = 0; i < height; i++) console.log(line(cells.map((c) => c[i] ?? "")));
  }
  console.log(rule);
}

let exitCode = 1;
try {
  const startedIn = await main();
  printTable();
  const failed = rows.filter((r) => !r.pass).length;
  const defects = new Set(rows.map((r) => r.defect)).size;
  console.log(
    `${rows.length} checks of ${defects} defects: ${rows.length - failed} PASS, ${failed} FAIL, in ${seconds(Date.now() - started)} (server start ${seconds(startedIn)}).`,
  );
  exitCode = failed === 0 && defects === 12 ? 0 : 1;
} catch (error) {
  if (rows.length) printTable();
  console.error(`probe-authz: ${error instanceof Error ? error.stack : error}`);
}
process.exit(exitCode);

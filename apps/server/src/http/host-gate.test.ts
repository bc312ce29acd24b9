import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ssnVault } from "../auth/ssn.js";
import { loadConfig } from "../config.js";
import { latestOutbox } from "../mail/mailer.js";
import { seedDatabase } from "../seed/seed.js";
import { startServer } from "../server.js";
import { freshMigratedDatabase } from "../test-support/testApp.js";
import { hostGateMessages, isOwnHost } from "./host-gate.js";

/**
 * The Host allow-list and the links the server e-mails: a request naming a host that is not the
 * portal's own is refused 421, and every link starts with EPR_PUBLIC_URL or, in the embedded demo,
 * the server's own address, never with the Host the request named.
 */

describe("which hosts are the server's own", () => {
  const demo = { publicUrl: undefined, databaseUrl: undefined };
  const demoPublic = { publicUrl: "https://portal.example", databaseUrl: undefined };
  const server = { publicUrl: "https://portal.example", databaseUrl: "postgres://db/epr" };
  const serverOnPort = { publicUrl: "http://portal.example:8080", databaseUrl: "postgres://db/epr" };
  it.each([
    // The embedded demo: the loopback names, on the port it listens on.
    ["localhost:3000", demo, 3000, true],
    ["127.0.0.1:3000", demo, 3000, true],
    ["[::1]:3000", demo, 3000, true],
    ["LocalHost:3000", demo, 3000, true],
    ["localhost.:3000", demo, 3000, true],
    ["localhost", demo, 80, true],
    ["localhost:3001", demo, 3000, false],
    ["localhost", demo, 3000, false],
    ["127.0.0.2:3000", demo, 3000, false],
    ["evil.example:3000", demo, 3000, false],
    ["localhost.evil.example:3000", demo, 3000, false],
    ["evil.example", demo, 3000, false],
    ["", demo, 3000, false],
    ["localhost:3000@evil.example", demo, 3000, false],
    // Without a socket (in-process requests) only the name is compared.
    ["localhost", demo, undefined, true],
    ["evil.example", demo, undefined, false],
    // The demo given a public address answers it too.
    ["portal.example", demoPublic, 3000, true],
    ["localhost:3000", demoPublic, 3000, true],
    // A server on DATABASE_URL answers its public host only: behind a TLS proxy with no port or its own.
    ["portal.example", server, 3000, true],
    ["PORTAL.EXAMPLE", server, 3000, true],
    ["portal.example:443", server, 3000, true],
    ["portal.example:3000", server, 3000, false],
    ["localhost:3000", server, 3000, false],
    ["127.0.0.1:3000", server, 3000, false],
    ["evil.example", server, 3000, false],
    ["portal.example.evil.example", server, 3000, false],
    ["portal.example:8080", serverOnPort, 8080, true],
    ["portal.example", serverOnPort, 8080, true],
    ["portal.example:80", serverOnPort, 8080, false],
  ] as const)("%j with %j on port %s → %s", (host, config, port, own) => {
    expect(isOwnHost(host, config, port)).toBe(own);
  });
});

/** One HTTP/1.1 request with the Host header given (fetch would set its own). */
function send(
  port: number,
  host: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: payload ? "POST" : "GET",
        headers: {
          host,
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            // Not JSON: kept as text.
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe("the embedded demo, listening on a port of its own (PORT=0)", () => {
  let started: Awaited<ReturnType<typeof startServer>>;
  let port: number;
  beforeAll(async () => {
    const secret = randomBytes(32).toString("base64url");
    const db = await freshMigratedDatabase();
    await seedDatabase(db, ssnVault(secret), { members: 50, seed: 7 });
    const config = {
      ...loadConfig({ NODE_ENV: "test", PORT: "0", EPR_SECRET: secret }),
      portalDir: "/nonexistent",
    };
    started = await startServer({ config, db });
    const address = started.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => started?.close({ noticeMs: 0, graceMs: 1000 }));

  const ask = (host: string) => send(port, host, "/api/password-resets", { loginId: "demo.admin" });

  it("refuses a reset asked with Host: evil.example (421, JSON) and e-mails nothing", async () => {
    const before = (await latestOutbox(started.db, 1))[0]?.id ?? 0;
    for (const host of ["evil.example", `evil.example:${port}`, `localhost:${port + 1}`]) {
      const res = await ask(host);
      expect(res.status, host).toBe(421);
      expect(res.json).toEqual({ message: hostGateMessages.misdirected, code: "misdirected_host" });
    }
    expect((await latestOutbox(started.db, 1))[0]?.id ?? 0).toBe(before);
  });

  it("refuses any path for a foreign host, the portal's pages included", async () => {
    for (const path of ["/api/session", "/api/config", "/login", "/reset-password?token=x"])
      expect((await send(port, "evil.example", path)).status, path).toBe(421);
  });

  it("answers health and readiness whatever the Host: a balancer probes by address", async () => {
    for (const path of ["/api/health", "/api/health/ready"])
      expect((await send(port, "10.0.0.5:3000", path)).status, path).toBe(200);
  });

  it("links to its own address, http://localhost:PORT, whichever loopback name was asked", async () => {
    for (const [i, host] of [`127.0.0.1:${port}`, `[::1]:${port}`].entries()) {
      // A second link within a minute is not sent (account/password-resets.ts): another login each time.
      const loginId = i === 0 ? "demo.admin" : "demo.super";
      const res = await send(port, host, "/api/password-resets", { loginId });
      expect(res.status, host).toBe(200);
      const [mail] = await latestOutbox(started.db, 1);
      expect(mail?.recipient).toBe(`${loginId}@example.com`);
      expect(mail?.body).toMatch(
        new RegExp(`\\shttp://localhost:${port}/reset-password\\?token=[A-Za-z0-9_-]{43}\\s`),
      );
    }
  });
});

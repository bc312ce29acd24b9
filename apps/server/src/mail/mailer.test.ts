import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM, loadConfig } from "../config.js";
import { type Database, openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { freshDatabaseUrl } from "../test-support/testApp.js";
import { latestOutbox, mailerFor, outboxMailer, smtpMailer } from "./mailer.js";

/** E-mail through an adapter (DESIGN.md): the outbox by default, SMTP when configured. */

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ url: await freshDatabaseUrl(), dataDir: "memory://" });
  await migrate(db);
});
afterAll(() => db.close());

describe("the outbox adapter", () => {
  it("writes each message as a row; the latest read newest first", async () => {
    const mailer = outboxMailer(db);
    expect(mailer.kind).toBe("outbox");
    await mailer.send({ to: "a@example.com", subject: "First", text: "one" });
    await mailer.send({ to: "b@example.com", subject: "Second", text: "two\nlines" });
    const latest = await latestOutbox(db, 5);
    expect(latest.map(({ recipient, subject, body }) => ({ recipient, subject, body }))).toEqual([
      { recipient: "b@example.com", subject: "Second", body: "two\nlines" },
      { recipient: "a@example.com", subject: "First", body: "one" },
    ]);
    expect(await latestOutbox(db, 1)).toHaveLength(1);
  });
});

describe("the SMTP adapter (nodemailer)", () => {
  it("hands nodemailer the message from the configured sender and writes nothing to the outbox", async () => {
    const before = await latestOutbox(db, 100);
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: unknown[] = [];
    const mailer = smtpMailer(
      { sendMail: async (mail) => sent.push(JSON.parse((await transport.sendMail(mail)).message)) },
      "Portal <portal@example.com>",
    );
    await mailer.send({ to: "c@example.com", subject: "Code", text: "Your code is 123456." });
    expect(sent).toEqual([
      expect.objectContaining({
        from: { address: "portal@example.com", name: "Portal" },
        to: [{ address: "c@example.com", name: "" }],
        subject: "Code",
        text: "Your code is 123456.",
      }),
    ]);
    expect(await latestOutbox(db, 100)).toEqual(before);
  });

  it.each([
    { env: {}, kind: "outbox", smtp: undefined },
    {
      env: { EPR_SMTP_URL: "smtp://user:secret@mail.example.com:587" },
      kind: "smtp",
      smtp: { url: "smtp://user:secret@mail.example.com:587", from: DEFAULT_MAIL_FROM },
    },
    {
      env: { EPR_SMTP_URL: "smtps://mail.example.com", EPR_MAIL_FROM: "HR <hr@example.com>" },
      kind: "smtp",
      smtp: { url: "smtps://mail.example.com", from: "HR <hr@example.com>" },
    },
  ])("settings $env → the $kind adapter", ({ env, kind, smtp }) => {
    const config = loadConfig({ NODE_ENV: "test", ...env });
    expect(config.smtp).toEqual(smtp);
    expect(mailerFor(config, db).kind).toBe(kind);
  });

  it.each(["http://mail.example.com", "not a url", "mail.example.com:25"])(
    "EPR_SMTP_URL %s stops the start, without repeating the URL (it may hold a password)",
    (url) => {
      expect(() => loadConfig({ EPR_SMTP_URL: url })).toThrow(
        "EPR_SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:587).",
      );
    },
  );
});

import nodemailer from "nodemailer";
import type { ServerConfig } from "../config.js";
import type { Queryable } from "../db/database.js";

/** One e-mail: plain text, to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The message carries a secret (a code, a link, a temporary password): the outbox keeps its text
   * only while the secret can be used. `until` is when it stops working; `key` names it, so that a
   * newer message of the same key, or `forgetSecrets` (a password change), ends it sooner.
   */
  secret?: { until: Date; key: string };
}

/** The body an outbox message keeps once its secret is past its use. */
export const SECRET_REMOVED =
  "The code, link or password this message held was removed from the outbox: it is past its use.";

/** What ends the e-mailed secrets of an administrator's password: a reset link, a temporary password. */
export const passwordSecretKeys = (adminId: number) => [`reset:${adminId}`, `temporary-password:${adminId}`];

/**
 * Where the server's e-mail goes (DESIGN.md: an adapter, the outbox by default): passcodes now,
 * temporary passwords and the cancelled-client confirmation later. Callers never log a message:
 * its text may hold a passcode.
 */
export interface Mailer {
  /** "outbox" or "smtp": which adapter this is (the health of a deployment, tests). */
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}

/**
 * The demo's adapter (and a server's that chose EPR_MAIL=outbox): every message becomes a row of
 * the outbox table, so a developer reads what would have been sent (`npm run outbox`) and a test
 * reads what was. A secret stays readable only while it can be used: each send first blanks the
 * messages whose secret has expired or that this one replaces (a newer code or link of the same
 * key), and the server's sweep (server.ts) blanks the expired ones between sends.
 */
export function outboxMailer(db: Queryable, now: () => Date = () => new Date()): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await pruneOutboxSecrets(db, now());
      if (message.secret) await forgetSecrets(db, [message.secret.key]);
      await db.query(
        "insert into outbox (recipient, subject, body, secret_until, secret_key) values ($1, $2, $3, $4, $5)",
        [
          message.to,
          message.subject,
          message.text,
          message.secret?.until.toISOString() ?? null,
          message.secret?.key ?? null,
        ],
      );
    },
  };
}

/** Blanks the outbox messages whose secret stopped working by `now`; answers how many. */
export async function pruneOutboxSecrets(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query(
    `update outbox set body = $2, secret_until = null, secret_key = null
      where secret_until <= $1 returning id`,
    [now.toISOString(), SECRET_REMOVED],
  );
  return rows.length;
}

/**
 * Blanks the outbox messages holding the secrets of `keys`, now of no use (a newer one replaced
 * them, or the password they set has changed). Nothing to do with SMTP: the outbox is then empty
 * of them.
 */
export async function forgetSecrets(db: Queryable, keys: string[]): Promise<void> {
  await db.query(
    "update outbox set body = $2, secret_until = null, secret_key = null where secret_key = any($1::text[])",
    [keys, SECRET_REMOVED],
  );
}

/** What the SMTP adapter needs of nodemailer's transport (a test gives its JSON transport). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** The SMTP adapter: sends through `transport` from `from`; keeps nothing of the message. */
export function smtpMailer(transport: MailTransport, from: string): Mailer {
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/** The adapter the configuration asks for: SMTP when EPR_SMTP_URL is given, otherwise the outbox. */
export function mailerFor(
  config: Pick<ServerConfig, "smtp">,
  db: Queryable,
  now: () => Date = () => new Date(),
): Mailer {
  if (!config.smtp) return outboxMailer(db, now);
  return smtpMailer(nodemailer.createTransport(config.smtp.url), config.smtp.from);
}

/** The latest messages of the outbox, newest first (`npm run outbox`, tests). */
export async function latestOutbox(
  db: Queryable,
  limit: number,
): Promise<{ id: number; recipient: string; subject: string; body: string; createdAt: Date }[]> {
  const { rows } = await db.query<{
    id: string | number;
    recipient: string;
    subject: string;
    body: string;
    created_at: Date | string;
  }>("select id, recipient, subject, body, created_at from outbox order by id desc limit $1", [limit]);
  return rows.map((r) => ({
    id: Number(r.id),
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: new Date(r.created_at),
  }));
}

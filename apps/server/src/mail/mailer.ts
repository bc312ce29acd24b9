import nodemailer from "nodemailer";
import type { ServerConfig } from "../config.js";
import type { Queryable } from "../db/database.js";

/** One e-mail: plain text, to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Where the server's e-mail goes (issue 10): passcodes now, temporary passwords and the
 * cancelled-client confirmation later. Callers never log a message: its text may hold a passcode.
 */
export interface Mailer {
  /** "outbox" or "smtp": which adapter this is (the health of a deployment, tests). */
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}

/**
 * The default adapter: every message becomes a row of the outbox table, so a developer reads
 * what would have been sent (`npm run outbox`) and a test reads what was.
 */
export function outboxMailer(db: Queryable): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await db.query("insert into outbox (recipient, subject, body) values ($1, $2, $3)", [
        message.to,
        message.subject,
        message.text,
      ]);
    },
  };
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
export function mailerFor(config: Pick<ServerConfig, "smtp">, db: Queryable): Mailer {
  if (!config.smtp) return outboxMailer(db);
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

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** A finished mail: both parts rendered, addresses set. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the outbox row's id, so a copy sent twice would be recognisable). */
  headers?: Record<string, string>;
  /** Inline parts the HTML names by Content-ID (the logo). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid: string }[];
}

export interface SendResult {
  messageId: string;
  /** Set when the mail was written to a file instead of sent (no SMTP_URL). */
  file?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  send(message: MailMessage): Promise<SendResult>;
  close(): void;
}

export interface MailTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset, mails become .eml files in `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
}

/**
 * The one way mail leaves the API (lib/mail, decision 014). With SMTP_URL it
 * is nodemailer's SMTP transport, with timeouts short enough that a hung
 * server fails an attempt well within a worker's claim on the row; without it
 * nodemailer still builds the whole MIME message and it is written to
 * DATA_DIR/outbox/, so a local trial can open the mail and follow its link.
 */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : emlTransport(options.outboxDir);
}

function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    send: async (message) => {
      try {
        const info = await transport.sendMail(message);
        return { messageId: info.messageId };
      } catch (error) {
        throw new Error(describeSendError(error, url));
      }
    },
    close: () => transport.close(),
  };
}

function emlTransport(outboxDir: string): MailTransport {
  // CRLF line ends, as the message travels over SMTP (RFC 5322): a file with bare LFs is not a valid message.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'eml',
    send: async (message) => {
      const info = await builder.sendMail(message);
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time; the Message-ID part keeps two mails of one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const unique = info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24);
      const file = join(outboxDir, `${stamp}-${unique}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
    close: () => builder.close(),
  };
}

/**
 * A failed send as one line to keep in the outbox row and the log: the error
 * and the server's answer, never the credentials of SMTP_URL (some servers
 * echo the user name, and a connection error may quote the URL).
 */
export function describeSendError(error: unknown, url: string | undefined): string {
  const e = error instanceof Error ? (error as Error & { code?: unknown; response?: unknown }) : null;
  const parts = [e ? e.message : String(error)];
  if (e && typeof e.code === 'string') parts.unshift(e.code);
  if (e && typeof e.response === 'string' && !e.message.includes(e.response)) parts.push(e.response);
  let text = parts.join(': ');
  for (const secret of credentialsOf(url)) text = text.split(secret).join('[oculto]');
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

function credentialsOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const u = new URL(url);
    const raw = [u.username, u.password, decodeURIComponent(u.username), decodeURIComponent(u.password)];
    // Longest first, so a password containing the user name is removed whole.
    return [...new Set(raw.filter((s) => s.length >= 3))].sort((a, b) => b.length - a.length);
  } catch {
    return [];
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * The demo server's mails: scripts/e2e.mjs gives each server a real SMTP
 * server on loopback that writes every message it receives, whole, as an .eml
 * file in that server's DATA_DIR/outbox, and passes that DATA_DIR as
 * E2E_DATA_DIR. Specs read the mails a flow sent and follow their links.
 */
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

const destinatario = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** The mails to `para` in the outbox, parsed, oldest first. */
export async function correosPara(para: string): Promise<ParsedMail[]> {
  let nombres: string[] = [];
  try {
    nombres = readdirSync(OUTBOX).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(nombres.map((n) => simpleParser(readFileSync(join(OUTBOX, n)))));
  return mails.filter((m) => destinatario(m) === para).sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
}

/** Waits until the outbox worker has written the `n`-th mail to `para` and answers it. */
export async function esperarCorreo(para: string, n = 1): Promise<ParsedMail> {
  await expect.poll(async () => (await correosPara(para)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(n);
  return (await correosPara(para))[n - 1] as ParsedMail;
}

/** The link to `ruta` (with its `?token=`) in the `n`-th mail to `para`, and that token. */
export async function enlaceDelCorreo(para: string, ruta: string, n = 1): Promise<{ enlace: string; token: string }> {
  const mail = await esperarCorreo(para, n);
  const enlace = new RegExp(`https?://\\S+${ruta}\\?token=[\\w-]+`).exec(mail.text ?? '')?.[0];
  expect(enlace, `enlace a ${ruta} en el correo ${n} a ${para}`).toBeTruthy();
  return { enlace: enlace ?? '', token: new URL(enlace ?? 'http://x').searchParams.get('token') ?? '' };
}

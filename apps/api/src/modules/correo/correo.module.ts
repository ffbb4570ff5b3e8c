import { resolve } from 'node:path';
import { createMailTransport, type MailTransport } from '../../lib/mail/mail-transport';
import type { Platform } from '../../platform';
import { CorreoRepository } from './correo.repository';
import { CorreoService } from './correo.service';
import { OutboxWorker, type OutboxWorkerDeps } from './outbox-worker';
import { componer, esPlantilla } from './plantillas';

/** The sender when MAIL_FROM is unset: the brand's name and contact address. */
export const remitenteDe = ({ env, brand }: Pick<Platform, 'env' | 'brand'>) =>
  env.MAIL_FROM ?? `"${brand.nombre.replace(/["\\]/g, '')}" <${brand.contacto.email}>`;

/**
 * Mail (decision 014): `correo.encolar` for every module, and the worker
 * that sends the outbox. server.ts starts the worker; tests build their own
 * with `crearWorkerCorreo` (another transport, a clock they move).
 */
export function createCorreoModule(platform: Platform) {
  const { db, env, brand, inTransaction } = platform;
  const repo = new CorreoRepository(db);
  const correo = new CorreoService({ repo, inTransaction, ahora: () => new Date() });
  const from = remitenteDe(platform);
  const ctx = { brand, publicUrl: env.PUBLIC_URL };

  const crearWorkerCorreo = (options: Partial<Omit<OutboxWorkerDeps, 'repo' | 'compose'>> & { transport?: MailTransport } = {}) =>
    new OutboxWorker({
      repo,
      transport: options.transport ?? createMailTransport({ smtpUrl: env.SMTP_URL, outboxDir: resolve(env.DATA_DIR, 'outbox') }),
      ahora: options.ahora ?? (() => new Date()),
      compose: (fila) => {
        if (!esPlantilla(fila.plantilla)) throw new Error(`plantilla desconocida: ${fila.plantilla}`);
        // The column's CHECK keeps idioma to 'es' or 'en'.
        const { links, ...mail } = componer(ctx, fila.plantilla, fila.datos, fila.idioma);
        return { from, to: fila.para, headers: { 'X-Puente-Correo': String(fila.id) }, ...mail, links };
      },
      ...options,
    });

  return { correo, crearWorkerCorreo };
}

import { resolve } from 'node:path';
import { rasterizarLogo } from '../../lib/mail/logo';
import { createMailTransport, type MailTransport } from '../../lib/mail/mail-transport';
import type { Platform } from '../../platform';
import { brandAssetsDir } from '../marca/brand-loader';
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
  // The logo as a PNG, drawn once per process from the brand's file on the first mail (lib/mail/logo.ts).
  // The bar it sits on is the brand's primary colour, as the web's header in that colour: the logo made for dark
  // backgrounds (the light one's text is the primary colour itself). One that cannot be drawn does not stop the
  // mail: it points to the brand's file.
  let logo: ReturnType<typeof rasterizarLogo> | null = null;
  const logoPng = () => {
    logo ??= rasterizarLogo(brand.logos.oscuro, brandAssetsDir(brand.id, env.BRANDS_DIR)).catch(() => null);
    return logo;
  };

  const crearWorkerCorreo = (options: Partial<Omit<OutboxWorkerDeps, 'repo' | 'compose'>> & { transport?: MailTransport } = {}) =>
    new OutboxWorker({
      repo,
      transport: options.transport ?? createMailTransport({ smtpUrl: env.SMTP_URL, outboxDir: resolve(env.DATA_DIR, 'outbox') }),
      ahora: options.ahora ?? (() => new Date()),
      compose: async (fila) => {
        if (!esPlantilla(fila.plantilla)) throw new Error(`plantilla desconocida: ${fila.plantilla}`);
        const logo = await logoPng();
        // The column's CHECK keeps idioma to 'es' or 'en'.
        const { links, headers, ...mail } = componer({ ...ctx, logo }, fila.plantilla, fila.datos, fila.idioma);
        const attachments = logo
          ? [{ filename: logo.filename, content: logo.content, contentType: logo.contentType, cid: logo.cid }]
          : [];
        return { from, to: fila.para, headers: { ...headers, 'X-Puente-Correo': String(fila.id) }, ...mail, attachments, links };
      },
      ...options,
    });

  // The outbox's depth and oldest unsent mail, read by /metrics at each scrape (lib/metricas.ts).
  const estadoColaCorreo = () => repo.estadoCola();

  return { correo, crearWorkerCorreo, estadoColaCorreo };
}

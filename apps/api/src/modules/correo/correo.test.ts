import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasterizarLogo } from '../../lib/mail/logo';
import { webDist } from '../../plugins/static-files';
import { type ServidorSmtp, SMTP_CLAVE, servidorSmtp } from '../../test/servidor-smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brandAssetsDir } from '../marca/brand-loader';
import { CorreoRepository } from './correo.repository';
import type { OutboxWorker } from './outbox-worker';
import { POLITICA_REINTENTOS } from './politica-reintentos';

/** A port nobody listens on right now, so PUBLIC_URL can name it before the app listens there. */
async function puertoLibre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

const TOKEN = 'a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV';
const enlaceDe = (mail: ParsedMail | undefined) => /https?:\/\/\S+\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];

describe('modules/correo: la cola de salida, de la transacción al servidor SMTP', () => {
  let t: TestApp;
  let smtp: ServidorSmtp;
  let repo: CorreoRepository;
  let worker: OutboxWorker;
  let publicUrl: string;
  // The worker's clock: a minute ahead of the real one that stamps queued rows (so they are due),
  // then moved only by the tests.
  const reloj = { ms: Date.now() + 60_000 };
  const ahora = () => new Date(reloj.ms);

  beforeAll(async () => {
    smtp = await servidorSmtp();
    const puerto = await puertoLibre();
    publicUrl = `http://127.0.0.1:${puerto}`;
    t = await createTestApp({ SMTP_URL: smtp.url(), PUBLIC_URL: publicUrl, MAIL_FROM: 'Puente <no-responder@demo.puente.es>' });
    await t.app.listen({ port: puerto, host: '127.0.0.1' });
    repo = new CorreoRepository(t.database.db);
    worker = t.services.crearWorkerCorreo({ ahora, id: 'worker-a' });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await smtp.stop();
  });

  const caduca = () => new Date(reloj.ms + 3600_000).toISOString();
  const encolarReset = (para: string, idioma: 'es' | 'en', nombre = 'Lucía') =>
    t.services.withTransaction(() =>
      t.services.correo.encolar(null, {
        para,
        idioma,
        plantilla: 'restablecerPassword',
        datos: { nombre, token: TOKEN, caduca: caduca() },
      }),
    );

  it('un correo encolado en una transacción confirmada llega, con sus dos partes en español, y su enlace funciona', async () => {
    const id = await encolarReset('lucia.garcia@demo.puente.es', 'es', 'Lucía <b>García</b> & "Cía"');
    expect(await worker.runOnce()).toEqual({ enviados: 1, reintentos: 0, fallidos: 0 });
    const [mail] = await smtp.esperar(1);
    expect(mail?.subject).toBe('Restablece tu contraseña de Puente');
    expect(mail?.from?.value).toEqual([{ name: 'Puente', address: 'no-responder@demo.puente.es' }]);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('lucia.garcia@demo.puente.es');
    expect(mail?.headers.get('x-puente-correo')).toBe(String(id));
    // Plain text as typed; HTML escaped, so a name cannot inject markup.
    expect(mail?.text).toContain('Hola, Lucía <b>García</b> & "Cía":');
    expect(mail?.html).toContain('Hola, Lucía &lt;b&gt;García&lt;/b&gt; &amp; &quot;Cía&quot;:');
    expect(mail?.html).not.toContain('<b>García');
    expect(mail?.html).toContain('<html lang="es">');
    expect(mail?.html).toContain('background:#0b5cad'); // the brand's primary colour
    expect(mail?.text).toContain('Universidad Demo de Puente');

    const enlace = enlaceDe(mail);
    expect(enlace).toBe(`${publicUrl}/restablecer-candidato?token=${TOKEN}`);
    expect(mail?.html).toContain(`href="${enlace}"`);
    // Followed over HTTP to the API listening at PUBLIC_URL: the SPA's page (when built) or the envelope's 404.
    const pagina = await fetch(enlace as string);
    if (existsSync(resolve(webDist, 'index.html'))) {
      expect(pagina.status).toBe(200);
      expect(pagina.headers.get('content-type')).toContain('text/html');
    } else {
      expect(pagina.status).toBe(404);
    }
    // The logo: a PNG inline part the <img> names by its Content-ID (Gmail and Outlook show no SVG), with its alt.
    // mailparser puts the part it names in its place, as a data: URL: so the <img> did name that PNG part.
    const img = /<img src="data:image\/png;base64,([^"]+)" alt="([^"]+)" width="(\d+)" height="40"/.exec(mail?.html || '');
    expect(img?.[2]).toBe('Puente · Universidad Demo');
    const parte = mail?.attachments.find((a) => a.contentType === 'image/png');
    expect(parte?.contentDisposition).toBe('inline');
    expect(parte?.cid).toBeTruthy();
    expect(parte?.content.toString('base64')).toBe(img?.[1]);
    // The logo made for dark backgrounds: the bar behind it is the brand's primary colour.
    const oscuro = await rasterizarLogo('/marca/logo-oscuro.svg', brandAssetsDir('demo'));
    expect(parte?.content.equals(oscuro?.content ?? Buffer.alloc(0))).toBe(true);
    const png = await sharp(parte?.content).metadata();
    expect(png).toMatchObject({ format: 'png', height: 80, width: Number(img?.[3]) * 2 });
    expect(mail?.html).not.toContain('.svg');

    const fila = await repo.leer(id);
    expect(fila).toMatchObject({ estado: 'enviado', intentos: 1, datos: {}, ultimoError: null, reclamadoPor: null });
    expect(fila?.idMensaje).toBe(mail?.messageId);
  });

  it('en inglés para un destinatario en inglés', async () => {
    await t.services.withTransaction(() =>
      t.services.correo.encolar(null, {
        para: 'marcos.ruiz@demo.puente.es',
        idioma: 'en',
        plantilla: 'empresaRechazada',
        datos: { nombre: 'Marcos', empresa: 'Acme <S.L.>', motivo: 'CIF <no válido>' },
      }),
    );
    await worker.runOnce();
    const mail = (await smtp.esperar(2))[1];
    expect(mail?.subject).toBe('Your request to register Acme <S.L.> on Puente');
    expect(mail?.text).toContain('Hello Marcos,');
    expect(mail?.text).toContain('Reason: CIF <no válido>');
    expect(mail?.html).toContain('Reason: CIF &lt;no válido&gt;');
    expect(mail?.html).toContain('<html lang="en">');
  });

  it('un correo encolado en una transacción que se deshace nunca sale', async () => {
    const antes = await repo.contarPorEstado();
    await expect(
      t.services.withTransaction(async () => {
        await t.services.correo.encolar(null, {
          para: 'nadie@demo.puente.es',
          idioma: 'es',
          plantilla: 'registroConfirmado',
          datos: { nombre: 'Nadie', email: 'nadie@demo.puente.es' },
        });
        throw new Error('la acción falla después de encolar');
      }),
    ).rejects.toThrow('la acción falla');
    expect(await worker.runOnce()).toEqual({ enviados: 0, reintentos: 0, fallidos: 0 });
    expect(await repo.contarPorEstado()).toEqual(antes);
    expect(smtp.recibidos).toHaveLength(2);
  });

  it('fuera de una transacción, o con datos que no encajan en la plantilla, encolar falla', async () => {
    const datos = { nombre: 'Lucía', email: 'lucia.garcia@demo.puente.es' };
    await expect(
      t.services.correo.encolar(null, {
        para: 'lucia.garcia@demo.puente.es',
        idioma: 'es',
        plantilla: 'registroConfirmado',
        datos,
      }),
    ).rejects.toThrow(/dentro del withTransaction/);
    await expect(
      t.services.withTransaction(() =>
        t.services.correo.encolar(null, {
          para: 'lucia.garcia@demo.puente.es',
          idioma: 'es',
          plantilla: 'restablecerPassword',
          datos: { nombre: 'Lucía', token: 'corto"><script>', caduca: caduca() },
        }),
      ),
    ).rejects.toThrow();
    await expect(
      t.services.withTransaction(() =>
        t.services.correo.encolar(null, { para: 'no es un correo', idioma: 'es', plantilla: 'registroConfirmado', datos }),
      ),
    ).rejects.toThrow();
  });

  it('con el SMTP caído el correo queda pendiente con sus intentos contados, y llega cuando vuelve', async () => {
    await smtp.stop();
    const id = await encolarReset('lucia.garcia@demo.puente.es', 'es');
    expect(await worker.runOnce()).toEqual({ enviados: 0, reintentos: 1, fallidos: 0 });
    let fila = await repo.leer(id);
    expect(fila).toMatchObject({ estado: 'pendiente', intentos: 1, reclamadoPor: null });
    expect(fila?.ultimoError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(fila?.ultimoError).not.toContain(SMTP_CLAVE);
    expect(fila?.datos).toMatchObject({ token: TOKEN }); // kept for the retry
    expect(fila?.proximoIntento.getTime()).toBe(reloj.ms + POLITICA_REINTENTOS.esperaInicialMs);

    // Not due yet: the same instant claims nothing.
    expect(await worker.runOnce()).toEqual({ enviados: 0, reintentos: 0, fallidos: 0 });
    reloj.ms += POLITICA_REINTENTOS.esperaInicialMs;
    expect(await worker.runOnce()).toEqual({ enviados: 0, reintentos: 1, fallidos: 0 });
    fila = await repo.leer(id);
    expect(fila).toMatchObject({ estado: 'pendiente', intentos: 2 });
    // The wait doubles.
    expect(fila?.proximoIntento.getTime()).toBe(reloj.ms + 2 * POLITICA_REINTENTOS.esperaInicialMs);

    await smtp.start();
    reloj.ms += 2 * POLITICA_REINTENTOS.esperaInicialMs;
    expect(await worker.runOnce()).toEqual({ enviados: 1, reintentos: 0, fallidos: 0 });
    const mail = (await smtp.esperar(3))[2];
    expect(mail?.headers.get('x-puente-correo')).toBe(String(id));
    expect(enlaceDe(mail)).toBe(`${publicUrl}/restablecer-candidato?token=${TOKEN}`);
    expect(await repo.leer(id)).toMatchObject({ estado: 'enviado', intentos: 3, datos: {} });
  });

  it('tras el último intento queda fallido, con el error y sin los datos', async () => {
    const corto = t.services.crearWorkerCorreo({
      ahora,
      id: 'worker-corto',
      politica: { ...POLITICA_REINTENTOS, maxIntentos: 2 },
    });
    await smtp.stop();
    const id = await encolarReset('lucia.garcia@demo.puente.es', 'es');
    expect(await corto.runOnce()).toEqual({ enviados: 0, reintentos: 1, fallidos: 0 });
    reloj.ms += POLITICA_REINTENTOS.esperaInicialMs;
    expect(await corto.runOnce()).toEqual({ enviados: 0, reintentos: 0, fallidos: 1 });
    const fila = await repo.leer(id);
    expect(fila).toMatchObject({ estado: 'fallido', intentos: 2, datos: {} });
    expect(fila?.ultimoError).toBeTruthy();
    await smtp.start();
    reloj.ms += 3600_000;
    expect(await corto.runOnce()).toEqual({ enviados: 0, reintentos: 0, fallidos: 0 });
    await corto.stop();
  });

  it('dos workers a la vez nunca envían el mismo correo dos veces', async () => {
    const ya = smtp.recibidos.length;
    const ids = await t.services.withTransaction(async () => {
      const nuevos: number[] = [];
      for (let i = 0; i < 24; i++) {
        nuevos.push(
          await t.services.correo.encolar(null, {
            para: `alumno${i}@demo.puente.es`,
            idioma: i % 2 ? 'en' : 'es',
            plantilla: 'registroConfirmado',
            datos: { nombre: `Alumno ${i}`, email: `alumno${i}@demo.puente.es` },
          }),
        );
      }
      return nuevos;
    });
    const a = t.services.crearWorkerCorreo({ ahora, id: 'worker-1', lote: 3 });
    const b = t.services.crearWorkerCorreo({ ahora, id: 'worker-2', lote: 3 });
    const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ra.enviados + rb.enviados).toBe(24);
    const llegados = (await smtp.esperar(ya + 24)).slice(ya);
    const cabeceras = llegados.map((m) => Number(m.headers.get('x-puente-correo'))).sort((x, y) => x - y);
    expect(cabeceras).toEqual(ids);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('un correo reclamado por un worker que murió lo envía otro al caducar el reclamo, y el primero ya no puede cerrarlo', async () => {
    const ya = smtp.recibidos.length;
    const id = await encolarReset('lucia.garcia@demo.puente.es', 'en');
    const [reclamada] = await repo.reclamar({
      por: 'worker-muerto',
      ahora: ahora(),
      hasta: new Date(reloj.ms + POLITICA_REINTENTOS.reclamoMs),
      lote: 10,
      maxIntentos: POLITICA_REINTENTOS.maxIntentos,
    });
    expect(reclamada?.id).toBe(id);
    expect(await worker.runOnce()).toEqual({ enviados: 0, reintentos: 0, fallidos: 0 });
    reloj.ms += POLITICA_REINTENTOS.reclamoMs;
    expect(await worker.runOnce()).toEqual({ enviados: 1, reintentos: 0, fallidos: 0 });
    const mail = (await smtp.esperar(ya + 1))[ya];
    expect(mail?.subject).toBe('Reset your Puente password');
    expect(await repo.marcarEnviado(id, 'worker-muerto', ahora(), 'x')).toBe(false);
    expect(await repo.leer(id)).toMatchObject({ estado: 'enviado', intentos: 2 });
  });

  it('start() envía lo que llega y stop() para limpiamente', async () => {
    const ya = smtp.recibidos.length;
    const vivo = t.services.crearWorkerCorreo({ id: 'worker-vivo' });
    vivo.start({ intervaloMs: 50 });
    await encolarReset('lucia.garcia@demo.puente.es', 'es');
    await smtp.esperar(ya + 1);
    await vivo.stop();
    await encolarReset('lucia.garcia@demo.puente.es', 'es');
    expect((await repo.contarPorEstado()).pendiente).toBe(1);
    expect(smtp.recibidos).toHaveLength(ya + 1);
  });
});

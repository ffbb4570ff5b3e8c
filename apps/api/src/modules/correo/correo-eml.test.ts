import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { WorkerLog } from './outbox-worker';

describe('modules/correo sin SMTP_URL: cada correo a DATA_DIR/outbox y su enlace al registro', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'puente-data-'));
  let t: TestApp;
  beforeAll(async () => {
    // No SMTP_URL and no PUBLIC_URL, as after `npm start` on a laptop.
    t = await createTestApp({ DATA_DIR: dataDir, PORT: '3999' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('escribe un .eml con las dos partes y registra su ruta y su enlace', async () => {
    const registro: { nivel: string; obj: Record<string, unknown>; msg: string }[] = [];
    const anotar =
      (nivel: string): WorkerLog['info'] =>
      (obj, msg) =>
        registro.push({ nivel, obj: obj as Record<string, unknown>, msg });
    const log: WorkerLog = { info: anotar('info'), warn: anotar('warn'), error: anotar('error') };
    const worker = t.services.crearWorkerCorreo({ log });

    const token = 'Zx9_Yw8-Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0';
    await t.services.withTransaction(() =>
      t.services.correo.encolar(null, {
        para: 'rrhh@demo.puente.es',
        idioma: 'es',
        plantilla: 'establecerPassword',
        datos: { nombre: 'Ana', nick: 'ana.rrhh', empresa: 'Innovación Levante S.L.', token, caduca: new Date().toISOString() },
      }),
    );
    expect(await worker.runOnce()).toEqual({ enviados: 1, reintentos: 0, fallidos: 0 });
    await worker.stop();

    expect(t.env.PUBLIC_URL).toBe('http://localhost:3999');
    const enlace = `http://localhost:3999/establecer-login?token=${token}`;
    const archivos = readdirSync(join(dataDir, 'outbox'));
    expect(archivos).toHaveLength(1);
    const archivo = join(dataDir, 'outbox', archivos[0] as string);

    const linea = registro.find((r) => r.nivel === 'info');
    expect(linea?.obj).toMatchObject({ archivo, enlaces: [enlace], plantilla: 'establecerPassword' });
    expect(linea?.msg).toContain(archivo);
    expect(linea?.msg).toContain(enlace);

    // Written as SMTP carries it: every line ends in CRLF, no LF stands alone.
    const bytes = readFileSync(archivo);
    expect(bytes.subarray(-2).toString('latin1')).toBe('\r\n');
    expect(bytes.toString('latin1').match(/(?<!\r)\n/g)).toBeNull();
    expect(bytes.toString('latin1').match(/\r(?!\n)/g)).toBeNull();

    // keepCidLinks: the HTML as written, its <img> naming the inline part by Content-ID.
    const mail = await simpleParser(bytes, { keepCidLinks: true });
    expect(mail.subject).toBe('Tienes acceso a Innovación Levante S.L. en Puente');
    expect(mail.from?.value).toEqual([{ name: 'Puente', address: 'empleo@demo.puente.es' }]);
    expect(mail.text).toContain(enlace);
    expect(mail.text).toContain('Tu usuario es ana.rrhh');
    expect(mail.html).toContain(`href="${enlace}"`);
    // The logo travels inside the file as a PNG, named by the <img> with its alt.
    const img = /<img src="cid:([^"]+)" alt="([^"]+)"/.exec(mail.html || '');
    expect(img?.[2]).toBe('Puente · Universidad Demo');
    const parte = mail.attachments.find((a) => a.cid === img?.[1]);
    expect(parte?.contentType).toBe('image/png');
    expect(mail.html).not.toContain('.svg');
    expect((await sharp(parte?.content).metadata()).format).toBe('png');
  });
});

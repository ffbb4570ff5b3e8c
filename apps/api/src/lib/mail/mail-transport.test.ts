import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServidorSmtp, SMTP_CLAVE, servidorSmtp } from '../../test/servidor-smtp';
import { createMailTransport, describeSendError, type MailMessage } from './mail-transport';

const mensaje: MailMessage = {
  from: 'Puente <no-responder@demo.puente.es>',
  to: 'lucia.garcia@demo.puente.es',
  subject: 'Prueba de envío',
  text: 'Hola, Lucía:\n\nhttp://localhost:3000/login\n',
  html: '<p>Hola, Lucía:</p><p><a href="http://localhost:3000/login">Entrar</a></p>',
  headers: { 'X-Puente-Correo': '7' },
};

describe('lib/mail: transporte SMTP contra un servidor real', () => {
  let smtp: ServidorSmtp;
  beforeAll(async () => {
    smtp = await servidorSmtp();
  });
  afterAll(() => smtp.stop());

  it('entrega las dos partes, el remitente y las cabeceras', async () => {
    const transporte = createMailTransport({ smtpUrl: smtp.url(), outboxDir: '/nunca-se-usa' });
    expect(transporte.kind).toBe('smtp');
    const { messageId } = await transporte.send(mensaje);
    const [recibido] = await smtp.esperar(1);
    transporte.close();
    expect(recibido?.messageId).toBe(messageId);
    expect(recibido?.subject).toBe('Prueba de envío');
    expect(recibido?.from?.text).toContain('no-responder@demo.puente.es');
    expect(recibido?.text).toContain('Hola, Lucía:');
    expect(recibido?.html).toContain('<a href="http://localhost:3000/login">');
    expect(recibido?.headers.get('x-puente-correo')).toBe('7');
  });

  it('un fallo se describe sin las credenciales de SMTP_URL', async () => {
    const mala = smtp.url('puente', `${SMTP_CLAVE}-mal`);
    const transporte = createMailTransport({ smtpUrl: mala, outboxDir: '/nunca-se-usa' });
    const error = await transporte.send(mensaje).then(
      () => null,
      (e: Error) => e,
    );
    transporte.close();
    expect(error?.message).toMatch(/EAUTH/);
    expect(error?.message).not.toContain(SMTP_CLAVE);
    expect(describeSendError(new Error(`no conecta con ${mala}`), mala)).toBe(
      `no conecta con smtp://[oculto]:[oculto]@127.0.0.1:${smtp.puerto}`,
    );
  });
});

describe('lib/mail: sin SMTP_URL, un .eml por correo', () => {
  const dir = mkdtempSync(join(tmpdir(), 'puente-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('escribe el mensaje MIME completo en outboxDir y devuelve su ruta', async () => {
    const transporte = createMailTransport({ outboxDir: join(dir, 'outbox') });
    expect(transporte.kind).toBe('eml');
    const { file, messageId } = await transporte.send(mensaje);
    expect(file).toMatch(/outbox\/.+\.eml$/);
    expect(readdirSync(join(dir, 'outbox'))).toHaveLength(1);
    const leido = await simpleParser(readFileSync(file as string));
    expect(leido.messageId).toBe(messageId);
    expect(leido.subject).toBe('Prueba de envío');
    expect(leido.text).toContain('http://localhost:3000/login');
    expect(leido.html).toContain('<a href="http://localhost:3000/login">');
  });
});

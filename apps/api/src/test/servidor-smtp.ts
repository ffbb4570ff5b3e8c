import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USUARIO = 'puente';
export const SMTP_CLAVE = 'clave-smtp-de-pruebas';

/**
 * A real SMTP server in the test process, on a free loopback port, that
 * parses every mail it accepts (mailparser). It asks for the credentials
 * above and offers no STARTTLS, like a relay on a private network. `stop()`
 * closes the port (the API's sends fail) and `start()` opens the same one
 * again. Issue 12's flows read their mails here.
 */
export async function servidorSmtp() {
  const recibidos: ParsedMail[] = [];
  let servidor: SMTPServer | null = null;
  let puerto = 0;

  const crear = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USUARIO && auth.password === SMTP_CLAVE) return callback(null, { user: auth.username });
        return callback(new Error('Credenciales no válidas'));
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            recibidos.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });

  const start = async () => {
    const s = crear();
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(puerto, '127.0.0.1', () => resolve());
    });
    puerto = (s.server.address() as AddressInfo).port;
    servidor = s;
  };

  const stop = async () => {
    const s = servidor;
    servidor = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await start();

  /** Waits until `n` mails have arrived, polling against a deadline (no fixed sleep). */
  const esperar = async (n: number, plazoMs = 10_000) => {
    const fin = Date.now() + plazoMs;
    while (recibidos.length < n) {
      if (Date.now() > fin) throw new Error(`Llegaron ${recibidos.length} correos de ${n} esperados`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return recibidos.slice(0, n);
  };

  return {
    recibidos,
    esperar,
    start,
    stop,
    get puerto() {
      return puerto;
    },
    url: (usuario = SMTP_USUARIO, clave = SMTP_CLAVE) => `smtp://${usuario}:${clave}@127.0.0.1:${puerto}`,
  };
}

export type ServidorSmtp = Awaited<ReturnType<typeof servidorSmtp>>;

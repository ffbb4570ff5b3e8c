import { spawn } from 'node:child_process';
import { ErrorDeCopia } from './backup-manifest';

/**
 * Runs one of PostgreSQL's client tools (pg_dump, pg_restore) and answers its
 * standard output; its error output becomes the message when it fails. They
 * must be of the server's major version or newer (pg_dump refuses an older one).
 */
export function ejecutarHerramienta(programa: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const hijo = spawn(programa, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let salida = '';
    let errores = '';
    hijo.stdout.on('data', (d: Buffer) => {
      salida += d.toString();
    });
    hijo.stderr.on('data', (d: Buffer) => {
      errores += d.toString();
    });
    hijo.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new ErrorDeCopia(
              `No se encuentra ${programa}. Instala el cliente de PostgreSQL de la versión mayor del servidor o una más nueva (en Debian: apt-get install postgresql-client-15).`,
            )
          : error,
      );
    });
    hijo.on('close', (codigo) => {
      if (codigo === 0) resolve(salida);
      else reject(new ErrorDeCopia(`${programa} terminó con el código ${codigo}:\n${errores.trim()}`));
    });
  });
}

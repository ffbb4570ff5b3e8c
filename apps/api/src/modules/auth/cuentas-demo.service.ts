import type { Env } from '../../env';
import type { AuthRepository } from './auth.repository';
import { verifyPassword } from './passwords';

export interface CuentasDemoDeps {
  repo: Pick<AuthRepository, 'passwordsGestoresActivos'>;
  env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO'>;
  /** The published password of the demo accounts (password-demo.ts). */
  demoPassword: string;
}

/**
 * The demo accounts' password is published (README, `npm start`), and the
 * demo staff account opens god mode. A production start-up without demo
 * content asked for (SEED_DEMO off) refuses while an active staff account
 * still has it: a deployment that once seeded the demo, or a password set to
 * the one everybody knows.
 */
export class CuentasDemoService {
  constructor(private readonly deps: CuentasDemoDeps) {}

  /** Nicks of the active staff accounts whose password is the demo one. Only staff rows: a handful of argon2 checks. */
  async gestoresConPasswordDemo(): Promise<string[]> {
    const filas = await this.deps.repo.passwordsGestoresActivos();
    const conDemo = await Promise.all(
      filas.map(async (f) => ((await verifyPassword(f.passwordHash, this.deps.demoPassword)) ? f.nick : null)),
    );
    return conDemo.filter((nick): nick is string => nick !== null).sort();
  }

  /** Throws, with what to do in Spanish, when the start-up must stop; server.ts prints it and exits with 1. */
  async comprobarArranque(): Promise<void> {
    const { NODE_ENV, SEED_DEMO } = this.deps.env;
    if (NODE_ENV !== 'production' || SEED_DEMO) return;
    const nicks = await this.gestoresConPasswordDemo();
    if (nicks.length === 0) return;
    const lista = nicks.map((n) => `"${n}"`).join(', ');
    throw new Error(
      [
        `En producción (NODE_ENV=production) ninguna cuenta de personal puede tener la contraseña publicada de las cuentas de demostración, y la tiene${nicks.length > 1 ? 'n' : ''}: ${lista}.`,
        'Esa contraseña está en el README y da acceso al modo dios. Desactiva esas cuentas o cámbiales la contraseña, por ejemplo:',
        `  UPDATE gestores SET activo = false WHERE nick IN (${nicks.map((n) => `'${n.replaceAll("'", "''")}'`).join(', ')});`,
        'Si es una demostración y quieres esas cuentas, arranca con SEED_DEMO=true.',
      ].join('\n'),
    );
  }
}

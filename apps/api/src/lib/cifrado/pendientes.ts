import type { WithTransaction } from '../transaction';
import type { Cifrado } from './cifrado';
import type { ClavesDatosRepository } from './claves-datos.repository';
import { LUGARES_CIFRADOS, nombreLugar } from './lugares';

const LOTE = 200;

/** How many values of each place (`nombreLugar`) a run wrote. */
export type Recuento = Record<string, number>;

/**
 * Encrypts the values still in clear (stored before 0047, or by a copy of the
 * API older than it while the new one started) with the newest data key;
 * with `salvoClave`, also re-encrypts those under any other data key
 * (`claves:rotar --datos`). In batches of 200, each its own unit of work
 * under the data keys' lock, so it can stop anywhere and start again.
 */
export async function cifrarPendientes(
  repo: ClavesDatosRepository,
  withTransaction: WithTransaction,
  cifrado: Cifrado,
  salvoClave?: number,
): Promise<Recuento> {
  const recuento: Recuento = {};
  for (const l of LUGARES_CIFRADOS) {
    let total = 0;
    for (;;) {
      const hechos = await withTransaction(async () => {
        await repo.bloquear();
        const filas = await repo.pendientes(l, LOTE, salvoClave);
        for (const f of filas) {
          const claro = (await cifrado.descifrar(l.campo, f.id, f.valor)) as string;
          await repo.reemplazar(l, f.id, f.valor, cifrado.cifrar(l.campo, f.id, claro));
        }
        return filas.length;
      });
      total += hechos;
      if (hechos < LOTE) break;
    }
    recuento[nombreLugar(l)] = total;
  }
  return recuento;
}

/** Whether any value is in clear or under a data key other than `clave`. */
export async function hayPendientes(repo: ClavesDatosRepository, clave: number): Promise<boolean> {
  for (const l of LUGARES_CIFRADOS) if ((await repo.pendientes(l, 1, clave)).length > 0) return true;
  return false;
}

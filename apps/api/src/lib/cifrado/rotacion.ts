import type { WithTransaction } from '../transaction';
import { Cifrado, crearClaveDatos, desenvolver, envolver } from './cifrado';
import type { ClavesDatosRepository } from './claves-datos.repository';
import type { ClaveMaestra } from './claves-maestras';
import { cifrarPendientes, hayPendientes, type Recuento } from './pendientes';

export interface InformeRotacion {
  claveMaestra: string;
  /** Data keys re-wrapped under the current master key by this run. */
  reenvueltas: number;
  /** Data keys that already were. */
  yaEnvueltas: number;
  /** With `datos`: the data key every value is under now, and how many of each place this run re-encrypted. */
  claveDatos?: number;
  valores?: Recuento;
}

/**
 * `npm run claves:rotar` (decision 051). Re-wraps every data key under the
 * current master key (ENCRYPTION_KEY), opening it with the one that wraps it
 * now (ENCRYPTION_KEYS_PREVIOUS): afterwards the previous master keys are no
 * longer needed. One unit of work under the keys' lock: all or nothing, and a
 * second run finds nothing to do.
 *
 * With `datos`, also re-encrypts every value under a fresh data key. A run
 * that finds values left under an older key (it was stopped, or a copy still
 * wrote with its older key) resumes with the newest key instead of making
 * another one. In batches, each committed, so it can stop anywhere.
 */
export async function rotarClaves(
  repo: ClavesDatosRepository,
  withTransaction: WithTransaction,
  claves: { actual: ClaveMaestra; anteriores: ClaveMaestra[] },
  opciones: { datos?: boolean } = {},
): Promise<InformeRotacion> {
  const { actual, anteriores } = claves;
  const informe: InformeRotacion = await withTransaction(async () => {
    await repo.bloquear();
    const filas = await repo.todas();
    let reenvueltas = 0;
    for (const f of filas) {
      if (f.idClaveMaestra === actual.id) continue;
      await repo.reenvolver(f.id, actual.id, envolver(actual, f.id, desenvolver([actual, ...anteriores], f)));
      reenvueltas++;
    }
    return { claveMaestra: actual.id, reenvueltas, yaEnvueltas: filas.length - reenvueltas };
  });
  if (!opciones.datos) return informe;

  const cifrado = await Cifrado.crear(repo, withTransaction, [actual]);
  if (!(await hayPendientes(repo, cifrado.idClaveActiva))) {
    const nueva = await withTransaction(async () => {
      await repo.bloquear();
      return crearClaveDatos(repo, actual);
    });
    cifrado.usarClave(nueva.id, nueva.dek);
  }
  informe.claveDatos = cifrado.idClaveActiva;
  informe.valores = await cifrarPendientes(repo, withTransaction, cifrado, cifrado.idClaveActiva);
  return informe;
}

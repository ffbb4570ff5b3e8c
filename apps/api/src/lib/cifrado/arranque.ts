import type { WithTransaction } from '../transaction';
import { Cifrado } from './cifrado';
import type { ClavesDatosRepository } from './claves-datos.repository';
import { clavesDelEntorno, type EntornoClaves } from './claves-maestras';
import { cifrarPendientes } from './pendientes';

/**
 * The encryption at rest of this copy, before it serves (services.ts): the
 * master keys of the environment, every data key opened with them (a wrong
 * key stops the start here, saying so), and the values still in clear
 * encrypted (those stored before migration 0047).
 */
export async function prepararCifrado(
  repo: ClavesDatosRepository,
  withTransaction: WithTransaction,
  env: EntornoClaves,
  log: (linea: string) => void = (l) => console.info(l),
): Promise<Cifrado> {
  const { actual, anteriores } = clavesDelEntorno(env, log);
  const cifrado = await Cifrado.crear(repo, withTransaction, [actual, ...anteriores]);
  const recuento = await cifrarPendientes(repo, withTransaction, cifrado);
  const total = Object.values(recuento).reduce((a, b) => a + b, 0);
  if (total > 0) log(`Cifrado en reposo: ${total} IBAN y NSS guardados en claro se han cifrado`);
  const viejas = await repo.envueltasConOtra(actual.id);
  if (viejas > 0) {
    log(`Cifrado en reposo: ${viejas} claves de datos siguen envueltas con una clave anterior; ejecuta npm run claves:rotar`);
  }
  return cifrado;
}

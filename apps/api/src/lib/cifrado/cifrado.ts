import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { WithTransaction } from '../transaction';
import type { ClavesDatosRepository, FilaClaveDatos } from './claves-datos.repository';
import type { ClaveMaestra } from './claves-maestras';
import { type CampoCifrado, PREFIJO_CIFRADO } from './lugares';

const IV = 12;
const TAG = 16;

export class ErrorCifrado extends Error {}

/** AES-256-GCM: iv · ciphertext · tag, the additional data bound in. */
function sellar(clave: Buffer, claro: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV);
  const c = createCipheriv('aes-256-gcm', clave, iv);
  c.setAAD(Buffer.from(aad, 'utf8'));
  return Buffer.concat([iv, c.update(claro), c.final(), c.getAuthTag()]);
}

function abrir(clave: Buffer, sellado: Buffer, aad: string): Buffer {
  if (sellado.length < IV + TAG) throw new ErrorCifrado('valor cifrado truncado');
  const d = createDecipheriv('aes-256-gcm', clave, sellado.subarray(0, IV));
  d.setAAD(Buffer.from(aad, 'utf8'));
  d.setAuthTag(sellado.subarray(sellado.length - TAG));
  return Buffer.concat([d.update(sellado.subarray(IV, sellado.length - TAG)), d.final()]);
}

const aadClave = (id: number) => `claves_datos.${id}`;

/** Wraps a data key with a master key, bound to its row of `claves_datos`. */
export const envolver = (kek: ClaveMaestra, id: number, dek: Buffer) =>
  sellar(kek.clave, dek, aadClave(id)).toString('base64url');

/** Opens a data key with the master key its row names; a clear error when that key is missing or is not the one. */
export function desenvolver(keks: ClaveMaestra[], fila: Pick<FilaClaveDatos, 'id' | 'idClaveMaestra' | 'claveEnvuelta'>) {
  const kek = keks.find((k) => k.id === fila.idClaveMaestra);
  if (!kek) {
    throw new ErrorCifrado(
      `La clave de datos ${fila.id} está envuelta con la clave maestra «${fila.idClaveMaestra}», que no es ENCRYPTION_KEY ` +
        `(«${keks[0]?.id}») ni está en ENCRYPTION_KEYS_PREVIOUS: sin ella no se leen los IBAN y NSS guardados`,
    );
  }
  try {
    return abrir(kek.clave, Buffer.from(fila.claveEnvuelta, 'base64url'), aadClave(fila.id));
  } catch {
    throw new ErrorCifrado(
      `La clave maestra «${kek.id}» no abre la clave de datos ${fila.id}: ENCRYPTION_KEY (o ENCRYPTION_KEYS_PREVIOUS) ` +
        'no es la clave con la que se cifraron los datos',
    );
  }
}

/** A new data key wrapped by `kek`, in the caller's unit of work and lock. */
export async function crearClaveDatos(repo: ClavesDatosRepository, kek: ClaveMaestra) {
  const dek = randomBytes(32);
  const fila = await repo.crear(kek.id, (id) => envolver(kek, id, dek));
  return { id: fila.id, dek };
}

/** The id of the data key of an encrypted value; null for a value in clear. */
export function claveDeValor(valor: string): number | null {
  if (!valor.startsWith(PREFIJO_CIFRADO)) return null;
  const id = Number(valor.slice(PREFIJO_CIFRADO.length, valor.indexOf('.', PREFIJO_CIFRADO.length)));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Encrypts and decrypts the values of `CampoCifrado` with the data keys of
 * `claves_datos`, unwrapped once by the master keys and kept in memory. New
 * values use the newest data key this copy knows; a value under a key made
 * later (`claves:rotar --datos` while this copy runs) loads it on its first read.
 */
export class Cifrado {
  private readonly deks = new Map<number, Buffer>();
  private activa = 0;

  private constructor(
    private readonly repo: ClavesDatosRepository,
    private readonly keks: ClaveMaestra[],
  ) {}

  /**
   * Every data key, opened with the master keys (a wrong key stops here, saying
   * so); the first one is made when there is none yet, once for all copies.
   */
  static async crear(repo: ClavesDatosRepository, withTransaction: WithTransaction, keks: ClaveMaestra[]) {
    const cifrado = new Cifrado(repo, keks);
    let filas = await repo.todas();
    if (filas.length === 0) {
      filas = await withTransaction(async () => {
        await repo.bloquear();
        const ya = await repo.todas();
        if (ya.length === 0) await crearClaveDatos(repo, keks[0] as ClaveMaestra);
        return repo.todas();
      });
    }
    for (const f of filas) cifrado.deks.set(f.id, desenvolver(keks, f));
    cifrado.activa = Math.max(...cifrado.deks.keys());
    return cifrado;
  }

  get idClaveActiva() {
    return this.activa;
  }

  /** New values use the data key `id` from now on (`claves:rotar --datos` made it, in this process). */
  usarClave(id: number, dek: Buffer) {
    this.deks.set(id, dek);
    this.activa = id;
  }

  cifrar(campo: CampoCifrado, id: number, valor: string): string;
  cifrar(campo: CampoCifrado, id: number, valor: string | null): string | null;
  cifrar(campo: CampoCifrado, id: number, valor: string | null): string | null {
    if (valor === null) return null;
    const dek = this.deks.get(this.activa) as Buffer;
    return `${PREFIJO_CIFRADO}${this.activa}.${sellar(dek, Buffer.from(valor, 'utf8'), `${campo}.${id}`).toString('base64url')}`;
  }

  /**
   * The clear value. One still in clear (stored before 0047 and not yet
   * encrypted by a start, or by an older copy during an upgrade) is answered as it is.
   */
  async descifrar(campo: CampoCifrado, id: number, valor: string | null): Promise<string | null> {
    if (valor === null) return null;
    const idDek = claveDeValor(valor);
    if (idDek === null) return valor;
    const dek = this.deks.get(idDek) ?? (await this.cargar(idDek));
    const cuerpo = valor.slice(valor.indexOf('.', PREFIJO_CIFRADO.length) + 1);
    try {
      return abrir(dek, Buffer.from(cuerpo, 'base64url'), `${campo}.${id}`).toString('utf8');
    } catch {
      throw new ErrorCifrado(`${campo} de la fila ${id} no se descifra: el valor no es de esta fila o está dañado`);
    }
  }

  private async cargar(id: number): Promise<Buffer> {
    const fila = await this.repo.una(id);
    if (!fila) throw new ErrorCifrado(`Falta la clave de datos ${id} en claves_datos`);
    const dek = desenvolver(this.keks, fila);
    this.deks.set(id, dek);
    return dek;
  }
}

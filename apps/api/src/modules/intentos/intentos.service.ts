import { createHash } from 'node:crypto';
import { PortalCodes } from '@puente/contract/errors/codes';
import { type PortalError, rechazo, texto } from '../../lib/portal-error';
import { anotarAcceso } from '../../lib/sondas';
import type { AlmacenIntentos } from './almacen';
import { POLITICA_CUENTA, POLITICA_DIRECCION, type Politica } from './politica';

/**
 * What is being tried. Each action has its own counters; every route of one
 * action shares them (the student, company, company-picker and staff logins
 * are all `login`).
 */
export type Accion = 'login' | 'password-actual' | 'reset' | 'registro';

export interface Intento {
  accion: Accion;
  /**
   * The account tried: `alumno:42` once it is known, so a DNI and an e-mail of
   * one student share a count; otherwise what was typed (normalised here).
   */
  cuenta: { tipo: string; id: number } | string;
  /** The client's address: `request.ip`, which reads forwarding headers only under TRUST_PROXY. */
  direccion: string;
}

/** Keys hold a hash: no DNI, e-mail or address sits in the counters. */
const huella = (texto: string) => createHash('sha256').update(texto).digest('hex').slice(0, 32);

const cuentaDe = (cuenta: Intento['cuenta']) =>
  typeof cuenta === 'string' ? `texto:${cuenta.normalize('NFKC').trim().toLowerCase()}` : `${cuenta.tipo}:${cuenta.id}`;

/**
 * Limits password guessing by account and by client address, with counters
 * every API copy shares (decision 012). Other modules call `vigilar` around
 * the check of a secret: logins and the current-password check today; the
 * accounts work plugs in reset and registration with their own action.
 */
export class IntentosService {
  constructor(
    private readonly deps: {
      almacen: AlmacenIntentos;
      /** Epoch milliseconds; tests pass their own clock instead of waiting out a lock. */
      ahora: () => number;
      politicas?: { cuenta: Politica; direccion: Politica };
    },
  ) {}

  /**
   * Runs `comprobar` (true when the secret is right) under the limits. While
   * the address or the account must wait it is not run at all and the answer
   * is 429 with code 48 and the seconds to wait. Each attempt is counted
   * before the check, so a burst of parallel guesses gets no more than the
   * free ones; a right secret clears the account's count and gives the
   * address its attempt back. Call it outside `withTransaction`: a count must
   * survive the rollback of the action it guards (decision 009).
   */
  async vigilar(intento: Intento, comprobar: () => Promise<boolean>): Promise<boolean> {
    const { almacen, ahora, politicas = { cuenta: POLITICA_CUENTA, direccion: POLITICA_DIRECCION } } = this.deps;
    const direccion = `${intento.accion}:direccion:${huella(intento.direccion)}`;
    const cuenta = `${intento.accion}:cuenta:${huella(cuentaDe(intento.cuenta))}`;
    const { accion } = intento;
    const porDireccion = await almacen.intentar(direccion, ahora(), politicas.direccion);
    if (!porDireccion.contado) {
      anotarAcceso({ accion, suceso: 'espera', clave: 'direccion' });
      throw demasiadosIntentos(porDireccion.esperaHasta - ahora());
    }
    const porCuenta = await almacen.intentar(cuenta, ahora(), politicas.cuenta);
    if (!porCuenta.contado) {
      // Nothing was checked: the address does not pay for an account's lock.
      await almacen.devolver(direccion);
      anotarAcceso({ accion, suceso: 'espera', clave: 'cuenta' });
      throw demasiadosIntentos(porCuenta.esperaHasta - ahora());
    }
    const acierto = await comprobar();
    if (acierto) {
      await almacen.olvidar(cuenta);
      await almacen.devolver(direccion);
    } else {
      // For /metrics (lib/sondas.ts): each wrong secret, and each that leaves a key under the full lock.
      anotarAcceso({ accion, suceso: 'fallo' });
      if (porCuenta.fallos >= politicas.cuenta.bloqueoTras) anotarAcceso({ accion, suceso: 'bloqueo', clave: 'cuenta' });
      if (porDireccion.fallos >= politicas.direccion.bloqueoTras) anotarAcceso({ accion, suceso: 'bloqueo', clave: 'direccion' });
    }
    return acierto;
  }

  cerrar() {
    return this.deps.almacen.cerrar();
  }
}

/** 429 in the envelope: code 48, the wait in `datos.reintentarEn` (seconds) and in Retry-After. */
export function demasiadosIntentos(esperaMs: number): PortalError {
  const segundos = Math.max(1, Math.ceil(esperaMs / 1000));
  return rechazo(
    PortalCodes.ACCION_NO_PERMITIDA,
    'demasiadosIntentos',
    { espera: plazo(segundos) },
    { reintentarEn: segundos },
    { http: 429, cabeceras: { 'retry-after': String(segundos) } },
  );
}

function plazo(segundos: number) {
  if (segundos < 60) return segundos === 1 ? texto('espera.segundo') : texto('espera.segundos', { n: segundos });
  const minutos = Math.ceil(segundos / 60);
  return minutos === 1 ? texto('espera.minuto') : texto('espera.minutos', { n: minutos });
}

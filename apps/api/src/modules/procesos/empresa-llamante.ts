import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { rechazo } from '../../lib/portal-error';

/** The company the contact acts for; the token always carries it for companies, so its absence is a refusal. */
export function empresaDe(caller: Caller): number {
  if (caller.tipo !== 'empresa' || caller.idEmpresa === null) throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.idEmpresa;
}

// Another company's offer answers exactly like a missing one, so ids and slugs reveal nothing.
export const ofertaNoEncontrada = () => rechazo(PortalCodes.OFERTA_NO_ENCONTRADA, 'oferta.noExiste');

export const candidaturaNoEncontrada = () => rechazo(PortalCodes.CANDIDATURA_NO_ENCONTRADA, 'candidatura.noExiste');

import { practicasEmpresaEndpoints } from '@puente/contract/endpoints/practicas-empresa';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { rechazo } from '../../lib/portal-error';
import { cabeceraPractica } from '../../lib/practica';
import type { FilaPractica } from './practicas-empresa.repository';

export const e = practicasEmpresaEndpoints;

/** The token's active company; the folder's guard already requires the empresa role. */
export function empresaDe(caller: Caller): number {
  if (caller.tipo !== 'empresa' || caller.idEmpresa === null) throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.idEmpresa;
}

// Another company's internship answers like a missing one (45), so ids reveal nothing.
export const practicaNoEncontrada = () => rechazo(PortalCodes.PRACTICANTE_NO_ENCONTRADO, 'practica.estudianteNoEncontrado');
// Another company's document answers like a missing one (48), as the CV's and the agreements' do.
export const documentoNoEncontrado = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.documentoNoDeEmpresa');

/** What every company list says of an internship. */
export function resumenPractica(p: FilaPractica, hoy: string) {
  return { idPractica: p.id, alumno: p.alumno, ...cabeceraPractica(p, hoy) };
}

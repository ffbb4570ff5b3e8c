import type { PublicBrand } from '@puente/contract/brand';
import { ID_PERFIL } from '@puente/contract/constants';
import type { ProcesoResumen } from '@puente/contract/endpoints/procesos';
import { ESTADOS_CERRABLES, EstadoOferta } from '@puente/contract/procesos';

export interface AccionesProceso {
  editar: boolean;
  cerrar: boolean;
  duplicar: boolean;
  duplicarPerfilContrario: boolean;
  borrar: boolean;
}

/**
 * What "Mis ofertas" offers for a row: the rules the API applies (and answers
 * for in dameDatosProceso's `acciones`), so a forbidden action is hidden
 * instead of refused. The offer page uses the server's own answer.
 */
export function accionesDeResumen(proceso: Pick<ProcesoResumen, 'idEstado' | 'idPerfil' | 'plazoCerrado'>, brand: PublicBrand) {
  const contrario = proceso.idPerfil === ID_PERFIL.EMPLEO ? ID_PERFIL.PRACTICAS : ID_PERFIL.EMPLEO;
  return {
    editar: proceso.idEstado === EstadoOferta.PENDIENTE_VALIDACION && !proceso.plazoCerrado,
    cerrar: (ESTADOS_CERRABLES as readonly number[]).includes(proceso.idEstado),
    duplicar: brand.ofertas.permitirDuplicar,
    duplicarPerfilContrario: brand.ofertas.permitirDuplicar && !(contrario === ID_PERFIL.EMPLEO && brand.flags.withoutEmpleo),
    borrar: brand.ofertas.permitirBorrar,
  } satisfies AccionesProceso;
}

export const hayAccionesMenu = (a: AccionesProceso) => a.cerrar || a.duplicar || a.duplicarPerfilContrario || a.borrar;

import type { PublicBrand } from '@puente/contract/brand';
import { ID_PERFIL } from '@puente/contract/constants';
import type { ProcesoResumen } from '@puente/contract/endpoints/procesos';
import { ESTADOS_CERRABLES, ESTADOS_EDITABLES, EstadoOferta } from '@puente/contract/procesos';

export interface AccionesProceso {
  editar: boolean;
  /** Back to the university after the changes it asked for (decision 039). */
  reenviar: boolean;
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
    editar: (ESTADOS_EDITABLES as readonly number[]).includes(proceso.idEstado) && !proceso.plazoCerrado,
    reenviar: proceso.idEstado === EstadoOferta.CAMBIOS_PEDIDOS && !proceso.plazoCerrado,
    cerrar: (ESTADOS_CERRABLES as readonly number[]).includes(proceso.idEstado),
    duplicar: brand.ofertas.permitirDuplicar,
    duplicarPerfilContrario: brand.ofertas.permitirDuplicar && !(contrario === ID_PERFIL.EMPLEO && brand.flags.withoutEmpleo),
    borrar: brand.ofertas.permitirBorrar,
  } satisfies AccionesProceso;
}

export const hayAccionesMenu = (a: AccionesProceso) => a.cerrar || a.duplicar || a.duplicarPerfilContrario || a.borrar;

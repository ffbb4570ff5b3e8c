import { EstadoOferta } from '@puente/contract/procesos';

export type Tono = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Full i18n key and colour of each process state (docs/procesos.md). */
const ESTADOS: Record<number, { clave: string; tono: Tono }> = {
  [EstadoOferta.PENDIENTE_VALIDACION]: { clave: 'procesos.estados.pendienteValidacion', tono: 'warning' },
  [EstadoOferta.PUBLICADA]: { clave: 'procesos.estados.publicada', tono: 'success' },
  [EstadoOferta.CERRADA]: { clave: 'procesos.estados.cerrada', tono: 'neutral' },
  [EstadoOferta.RECHAZADA]: { clave: 'procesos.estados.rechazada', tono: 'danger' },
  [EstadoOferta.BORRADA]: { clave: 'procesos.estados.borrada', tono: 'neutral' },
  // Decision 039: the company has to act, like a pending offer it can still edit.
  [EstadoOferta.CAMBIOS_PEDIDOS]: { clave: 'ofertasEmpresa.cambios.estado', tono: 'info' },
};

export const estadoOferta = (idEstado: number) => ESTADOS[idEstado] ?? null;

/** States the filter of "Mis ofertas" offers (a deleted offer is never listed). */
export const ESTADOS_FILTRO = [
  EstadoOferta.PENDIENTE_VALIDACION,
  EstadoOferta.PUBLICADA,
  EstadoOferta.CERRADA,
  EstadoOferta.RECHAZADA,
  EstadoOferta.CAMBIOS_PEDIDOS,
] as const;

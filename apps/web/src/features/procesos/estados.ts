import { EstadoOferta } from '@puente/contract/procesos';

export type Tono = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** i18n key (procesos.estados.*) and colour of each process state (docs/procesos.md). */
const ESTADOS: Record<number, { clave: string; tono: Tono }> = {
  [EstadoOferta.PENDIENTE_VALIDACION]: { clave: 'pendienteValidacion', tono: 'warning' },
  [EstadoOferta.PUBLICADA]: { clave: 'publicada', tono: 'success' },
  [EstadoOferta.CERRADA]: { clave: 'cerrada', tono: 'neutral' },
  [EstadoOferta.RECHAZADA]: { clave: 'rechazada', tono: 'danger' },
  [EstadoOferta.BORRADA]: { clave: 'borrada', tono: 'neutral' },
};

export const estadoOferta = (idEstado: number) => ESTADOS[idEstado] ?? null;

/** States the filter of "Mis ofertas" offers (a deleted offer is never listed). */
export const ESTADOS_FILTRO = [
  EstadoOferta.PENDIENTE_VALIDACION,
  EstadoOferta.PUBLICADA,
  EstadoOferta.CERRADA,
  EstadoOferta.RECHAZADA,
] as const;

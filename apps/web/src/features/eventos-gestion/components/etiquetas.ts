import type { DirigidoA, EstadoEventoGestion, EventoGestion } from '@puente/contract/eventos';

/** Where an event is for the staff, as the list's state filter reads it: unpublished first, then past its date. */
export const estadoDe = (e: Pick<EventoGestion, 'publicado' | 'caducado'>): EstadoEventoGestion =>
  !e.publicado ? 'despublicado' : e.caducado ? 'pasado' : 'proximo';

/** The i18n key of each state (eventosGestion catalogue). */
export const claveEstado: Record<EstadoEventoGestion, string> = {
  proximo: 'eventosGestion.estados.proximo',
  pasado: 'eventosGestion.estados.pasado',
  despublicado: 'eventosGestion.estados.despublicado',
};

/** The badge colours of each state: to come green, over grey, unpublished amber. */
export const tonoEstado: Record<EstadoEventoGestion, string> = {
  proximo: 'bg-success-bg text-success',
  pasado: 'bg-subtle text-muted',
  despublicado: 'bg-warning-bg text-warning',
};

/** The i18n key of each audience. */
export const claveDirigidoA: Record<DirigidoA, string> = {
  todos: 'eventosGestion.dirigidoA.todos',
  estudiantes: 'eventosGestion.dirigidoA.estudiantes',
  titulados: 'eventosGestion.dirigidoA.titulados',
};

/**
 * States of an offer process (`ofertas.id_estado`). The spec fixes only 2
 * (published); the rest are ours and documented with their transitions in
 * docs/procesos.md.
 */
export const EstadoOferta = {
  PENDIENTE_VALIDACION: 1,
  PUBLICADA: 2,
  CERRADA: 3,
  RECHAZADA: 4,
  /** Deleted but kept because it had candidacies, so their history survives. */
  BORRADA: 5,
  /**
   * The university asked the company for changes (decision 039): out of the validation queue until the company
   * edits it and resubmits it, once (`reenvios`), back to 1.
   */
  CAMBIOS_PEDIDOS: 6,
} as const;
export type EstadoOferta = (typeof EstadoOferta)[keyof typeof EstadoOferta];

export const ESTADOS_OFERTA: readonly EstadoOferta[] = Object.values(EstadoOferta);

export const etiquetasEstadoOferta: Readonly<Record<EstadoOferta, { es: string; en: string }>> = {
  1: { es: 'Pendiente de validación', en: 'Awaiting validation' },
  2: { es: 'Publicada', en: 'Published' },
  3: { es: 'Cerrada', en: 'Closed' },
  4: { es: 'Rechazada por la universidad', en: 'Rejected by the university' },
  5: { es: 'Borrada', en: 'Deleted' },
  6: { es: 'Cambios pedidos', en: 'Changes requested' },
};

/** Spanish label; an unknown number shows as itself rather than failing. */
export const etiquetaEstadoOferta = (idEstado: number): string =>
  etiquetasEstadoOferta[idEstado as EstadoOferta]?.es ?? `Estado ${idEstado}`;

/** A company may close a process that is waiting or live; closed, rejected and deleted ones are done (code 48). */
export const ESTADOS_CERRABLES: readonly EstadoOferta[] = [1, 2, 6];

/** A deleted process is gone for the company: every action on it answers "offer not found" (code 4). */
export const ESTADOS_VISIBLES_EMPRESA: readonly EstadoOferta[] = [1, 2, 3, 4, 6];

/** The company edits an offer while it waits for the university or while the university waits for its changes. */
export const ESTADOS_EDITABLES: readonly EstadoOferta[] = [1, 6];

/** How many times a company may resubmit an offer after the university asked for changes (decision 039). */
export const REENVIOS_MAX = 1;

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

/**
 * How many times a company may resubmit an offer: after the university asked for changes (decision 039) or
 * declined it (decision 040), once in all.
 */
export const REENVIOS_MAX = 1;

/**
 * A declined offer (4) never resubmitted: the company may still correct it and send it back once
 * (decision 040). While so it is editable as 1 and 6 are; once resubmitted and declined again it is final.
 */
export const corregibleTrasRechazo = (o: { idEstado: number; reenvios: number }) =>
  o.idEstado === EstadoOferta.RECHAZADA && o.reenvios < REENVIOS_MAX;

/** The company may edit it now (deadline aside): pending, changes requested, or declined for the first time. */
export const editablePorEmpresa = (o: { idEstado: number; reenvios: number }) =>
  (ESTADOS_EDITABLES as readonly number[]).includes(o.idEstado) || corregibleTrasRechazo(o);

/** The company may send it back to the university now (deadline aside): after changes asked or a first decline. */
export const reenviablePorEmpresa = (o: { idEstado: number; reenvios: number }) =>
  o.idEstado === EstadoOferta.CAMBIOS_PEDIDOS || corregibleTrasRechazo(o);

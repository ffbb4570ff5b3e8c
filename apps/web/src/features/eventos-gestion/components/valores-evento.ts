import { type DirigidoA, type EventoGestion, eventoInput } from '@puente/contract/eventos';
import { z } from 'zod';
import { instanteDeMadrid, madridDeInstante } from './fecha-madrid';
import type { ImagenElegida } from './leer-imagen';

/**
 * The form's values as typed: the contract's fields (the optional ones as '' when empty, the dates as a day
 * and a time on Madrid's clock, the places as typed), and the image picked to upload once it is saved.
 */
export interface ValoresEvento {
  titulo: string;
  urlAcceso: string;
  categoria: string;
  entradilla: string;
  descripcion: string;
  lugar: string;
  fecha: string;
  fechaFin: string;
  destacado: boolean;
  /** The current image's address, sent back as it is ('' once removed). */
  ulrImagenPrincipal: string;
  plazas: string;
  inscripcion: boolean;
  dirigidoA: DirigidoA;
  publico: boolean;
  imagen: ImagenElegida | null;
}

export const valoresNuevos = (): ValoresEvento => ({
  titulo: '',
  urlAcceso: '',
  categoria: '',
  entradilla: '',
  descripcion: '',
  lugar: '',
  fecha: '',
  fechaFin: '',
  destacado: false,
  ulrImagenPrincipal: '',
  plazas: '',
  inscripcion: true,
  dirigidoA: 'todos',
  publico: false,
  imagen: null,
});

export const valoresDe = (e: EventoGestion): ValoresEvento => ({
  titulo: e.titulo,
  urlAcceso: e.urlAcceso,
  categoria: e.categoria.slug,
  entradilla: e.entradilla ?? '',
  descripcion: e.descripcion ?? '',
  lugar: e.lugar ?? '',
  fecha: madridDeInstante(e.fecha),
  fechaFin: madridDeInstante(e.fechaFin),
  destacado: e.destacado,
  ulrImagenPrincipal: e.ulrImagenPrincipal ?? '',
  plazas: e.plazas === null ? '' : String(e.plazas),
  inscripcion: e.inscripcion,
  dirigidoA: e.dirigidoA,
  publico: e.publico,
  imagen: null,
});

/** The dates as the API takes them; an empty start is missing (the contract then says it is required). */
function aContrato(valores: unknown) {
  if (typeof valores !== 'object' || valores === null) return valores;
  const { fecha, fechaFin, ...resto } = valores as Partial<ValoresEvento>;
  return {
    ...resto,
    fecha: fecha?.trim() ? instanteDeMadrid(fecha) : undefined,
    fechaFin: fechaFin?.trim() ? instanteDeMadrid(fechaFin) : '',
  };
}

/** The contract's eventoInput over the form's values: the same rules, messages and field names as the API's. */
export const schemaEvento = z.preprocess(aContrato, eventoInput);

import { PortalCodes } from '@puente/contract/errors/codes';
import type { DirigidoA, EventoPublico } from '@puente/contract/eventos';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { EventosRepository, FilaEvento } from './eventos.repository';

// What the portal's and the staff's event services share: the public view
// (the staff's view adds its own fields to it) and giving freed places to the
// waiting list, which a student's leave and a staff edit adding places both do.

export type Ocupacion = { inscritos: number; enEspera: number };
export const SIN_OCUPACION: Ocupacion = { inscritos: 0, enEspera: 0 };

export const PANTALLA = (urlAcceso: string) => `/eventos/${urlAcceso}`;

export const noDisponible = () => rechazo(PortalCodes.EVENTO_NO_DISPONIBLE, 'evento.noDisponible');

/** Past its date (spec §4): shown as such and no longer registrable. */
export function caducado(e: FilaEvento, ahora: () => Date) {
  return e.fecha.getTime() < ahora().getTime();
}

export function vistaPublica(e: FilaEvento, o: Ocupacion, idioma: Idioma, ahora: () => Date): EventoPublico {
  const conPlazas = e.inscripcion && e.plazas !== null;
  return {
    idEvento: e.id,
    urlAcceso: e.urlAcceso,
    titulo: e.titulo,
    entradilla: e.entradilla,
    descripcion: e.descripcion,
    lugar: e.lugar,
    fecha: e.fecha.toISOString(),
    fechaFin: e.fechaFin?.toISOString() ?? null,
    categoria: { slug: e.categoriaSlug, nombre: idioma === 'en' ? e.categoriaNombreEn : e.categoriaNombre },
    destacado: e.destacado,
    ulrImagenPrincipal: e.ulrImagenPrincipal,
    dirigidoA: e.dirigidoA as DirigidoA,
    inscripcion: e.inscripcion,
    plazas: e.plazas,
    plazasLibres: conPlazas ? Math.max(0, (e.plazas as number) - o.inscritos) : null,
    caducado: caducado(e, ahora),
    publico: e.publico,
  };
}

export async function conOcupacion(repo: EventosRepository, e: FilaEvento) {
  return (await repo.ocupacion([e.id])).get(e.id) ?? SIN_OCUPACION;
}

/** Gives the free places to the first on the waiting list and tells each (inside the caller's transaction, row locked). */
export async function llenarPlazas(
  { repo, notificaciones }: { repo: EventosRepository; notificaciones: Pick<NotificacionesService, 'notificar'> },
  e: FilaEvento,
) {
  const { inscritos, enEspera } = await conOcupacion(repo, e);
  if (enEspera === 0 || !e.inscripcion) return;
  const libres = e.plazas === null ? enEspera : e.plazas - inscritos;
  for (const idAlumno of await repo.promover(e.id, libres)) {
    await notificaciones.notificar({
      destinoTipo: 'alumno',
      destinoId: idAlumno,
      importante: true,
      clave: 'evento.plazaConfirmada',
      parametros: { evento: e.titulo },
      urlAcceso: PANTALLA(e.urlAcceso),
    });
  }
}

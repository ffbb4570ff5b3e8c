import { eventosEndpoints as e } from '@puente/contract/endpoints/eventos';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The university's events and their registrations (modules/eventos). */
export const eventosGestionRoutes = (s: Pick<Services, 'eventosGestion'>) => [
  bind(e.eventosGestion, ({ caller, input }) => s.eventosGestion.lista(caller, input)),
  bind(e.eventoGestion, ({ caller, input }) => s.eventosGestion.uno(caller, input.id)),
  bind(e.categoriasEventoGestion, ({ caller, request }) => s.eventosGestion.categorias(caller, idiomaDe(request))),
  bind(e.crearEvento, ({ caller, input }) => s.eventosGestion.crear(caller, input)),
  bind(e.editarEvento, ({ caller, input: { id, ...datos } }) => s.eventosGestion.editar(caller, id, datos)),
  bind(e.despublicarEvento, ({ caller, input }) => s.eventosGestion.despublicar(caller, input.id)),
  bind(e.publicarEvento, ({ caller, input }) => s.eventosGestion.publicar(caller, input.id)),
  bind(e.inscritosEvento, ({ caller, input }) => s.eventosGestion.inscritos(caller, input.id)),
  bindFile(e.inscritosEventoCsv, ({ caller, input }) => s.eventosGestion.inscritosCsv(caller, input.id)),
  bind(e.imagenEvento, ({ caller, input }) => s.eventosGestion.subirImagen(caller, input.id, input.ficheroB64, input.extension)),
  bind(e.asistenciaEvento, ({ caller, input }) => s.eventosGestion.asistencia(caller, input.id, input.idAlumno, input.asistio)),
  bind(e.mensajeInscritosEvento, ({ caller, input }) => s.eventosGestion.mensaje(caller, input)),
];

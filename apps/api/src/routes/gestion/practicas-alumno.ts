import { practicasAlumnoEndpoints as p } from '@puente/contract/endpoints/practicas-alumno';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's side of the students' internships (modules/practicas-alumno). */
export const practicasAlumnoGestionRoutes = (s: Pick<Services, 'registroPracticas'>) => [
  bind(p.registrarPracticaAlumno, ({ caller, input }) => s.registroPracticas.registrar(caller, input)),
  bind(p.practicasDeAlumno, ({ caller, input }) => s.registroPracticas.practicasDe(caller, input.id)),
  bind(p.datosPracticaAlumno, ({ caller, input }) => s.registroPracticas.datosDe(caller, input.id)),
];

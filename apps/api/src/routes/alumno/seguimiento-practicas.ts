import { seguimientoPracticasEndpoints as e } from '@puente/contract/endpoints/seguimiento-practicas';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The student's read of an internship's legal record (modules/seguimiento-practicas). */
export const seguimientoPracticasAlumnoRoutes = (s: Pick<Services, 'seguimientoPracticas'>) => [
  bind(e.seguimientoPracticaAlumno, ({ caller, input, request }) =>
    s.seguimientoPracticas.deAlumno(caller, input.id, idiomaDe(request)),
  ),
];

import { programasEndpoints as p } from '@puente/contract/endpoints/programas';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** Programmes as a student sees them, with their conditions for the student, and the adhesion (modules/programas). */
export const programasAlumnoRoutes = (s: Pick<Services, 'programas'>) => [
  bind(p.programasActivosAlumno, ({ caller, request }) => s.programas.activosAlumno(caller, idiomaDe(request))),
  bind(p.detalleProgramaAlumno, ({ caller, input, request }) => s.programas.detalleAlumno(caller, input.id, idiomaDe(request))),
  bind(p.solicitaAdhesionPrograma, ({ caller, input }) => s.programas.adhesionAlumno(caller, input.id)),
];

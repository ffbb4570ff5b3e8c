import { programasEndpoints as p } from '@puente/contract/endpoints/programas';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** Programmes as a student sees them, with their conditions for the student, and the adhesion (modules/programas). */
export const programasAlumnoRoutes = (s: Pick<Services, 'programas'>) => [
  bind(p.programasActivosAlumno, ({ caller }) => s.programas.activosAlumno(caller)),
  bind(p.detalleProgramaAlumno, ({ caller, input }) => s.programas.detalleAlumno(caller, input.id)),
  bind(p.solicitaAdhesionPrograma, ({ caller, input }) => s.programas.adhesionAlumno(caller, input.id)),
];

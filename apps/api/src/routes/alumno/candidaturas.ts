import { candidaturasAlumnoEndpoints as ca } from '@puente/contract/endpoints/candidaturas-alumno';
import { bind } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** Apply, withdraw, answer a pre-registration, follow candidacies (modules/candidaturas). */
export const candidaturasAlumnoRoutes = (s: Pick<Services, 'candidaturas' | 'avisosAlumno'>) => [
  bind(ca.inscribirse, ({ caller, input }) => s.candidaturas.inscribirse(caller, input.urlOferta, input.tipo)),
  bind(ca.desinscribirse, ({ caller, input }) => s.candidaturas.desinscribirse(caller, input.urlOferta)),
  bind(ca.candidaturasEmpleo, ({ caller }) => s.candidaturas.listar(caller, 'empleo')),
  bind(ca.candidaturasPracticas, ({ caller }) => s.candidaturas.listar(caller, 'practicas')),
  bind(ca.candidatura, ({ caller, input }) => s.candidaturas.detalle(caller, input.url)),
  bind(ca.aceptarPreinscripcion, ({ caller, input }) => s.candidaturas.aceptarPreinscripcion(caller, input.urlOferta)),
  bind(ca.rechazarPreinscripcion, ({ caller, input }) =>
    s.candidaturas.rechazarPreinscripcion(caller, input.urlOferta, input.idMotivo),
  ),
  bind(ca.avisoCreditos, ({ caller, input }) => s.avisosAlumno.avisoCreditos(caller, input.id)),
  bind(ca.faltanDatosPersonales, ({ caller }) => s.avisosAlumno.faltanDatosPersonales(caller)),
  bind(ca.faltanDatosPractica, ({ caller }) => s.avisosAlumno.faltanDatosPractica(caller)),
];

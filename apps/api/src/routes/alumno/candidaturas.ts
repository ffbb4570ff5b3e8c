import { candidaturasAlumnoEndpoints as ca } from '@puente/contract/endpoints/candidaturas-alumno';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** Apply, withdraw, answer a pre-registration, follow candidacies (modules/candidaturas). */
export const candidaturasAlumnoRoutes = (s: Pick<Services, 'candidaturas' | 'avisosAlumno'>) => [
  bind(ca.inscribirse, ({ caller, input }) => s.candidaturas.inscribirse(caller, input.urlOferta, input.tipo)),
  bind(ca.desinscribirse, ({ caller, input }) => s.candidaturas.desinscribirse(caller, input.urlOferta)),
  bind(ca.candidaturasEmpleo, ({ caller, request }) => s.candidaturas.listar(caller, 'empleo', idiomaDe(request))),
  bind(ca.candidaturasPracticas, ({ caller, request }) => s.candidaturas.listar(caller, 'practicas', idiomaDe(request))),
  bind(ca.candidatura, ({ caller, input, request }) => s.candidaturas.detalle(caller, input.url, idiomaDe(request))),
  bind(ca.aceptarPreinscripcion, ({ caller, input }) => s.candidaturas.aceptarPreinscripcion(caller, input.urlOferta)),
  bind(ca.rechazarPreinscripcion, ({ caller, input }) =>
    s.candidaturas.rechazarPreinscripcion(caller, input.urlOferta, input.idMotivo),
  ),
  bind(ca.avisoCreditos, ({ caller, input }) => s.avisosAlumno.avisoCreditos(caller, input.id)),
  bind(ca.faltanDatosPersonales, ({ caller }) => s.avisosAlumno.faltanDatosPersonales(caller)),
];

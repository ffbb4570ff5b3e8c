import { procesosEndpoints as pe } from '@puente/contract/endpoints/procesos';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import { candidatosCsv } from '../../modules/procesos/candidatos-csv';
import type { Services } from '../../services';

/** Selection processes and their candidates (modules/procesos). */
export const procesosEmpresaRoutes = (s: Pick<Services, 'procesos'>) => [
  bind(pe.dameProcesosEmpleoYpracticas, ({ caller }) => s.procesos.listar(caller)),
  bind(pe.dameDatosProceso, ({ caller, input }) => s.procesos.datos(caller, input.id)),
  bind(pe.dameDatosProcesoComoAlumno, ({ caller, input, request }) => s.procesos.comoAlumno(caller, input.id, idiomaDe(request))),
  bind(pe.dameCandidato, ({ caller, input }) => s.procesos.candidato(caller, input.id)),
  bind(pe.cambiaEstadoCandidatura, ({ caller, input }) => s.procesos.cambiaEstado(caller, input)),
  bindFile(pe.exportaCandidatos, async ({ caller, input, request }) =>
    candidatosCsv(await s.procesos.datos(caller, input.id), idiomaDe(request)),
  ),
];

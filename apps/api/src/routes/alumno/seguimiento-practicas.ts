import { seguimientoPracticasEndpoints as e } from '@puente/contract/endpoints/seguimiento-practicas';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The student's side of an internship's legal record: the record, the final report, the annex and certificate. */
export const seguimientoPracticasAlumnoRoutes = (
  s: Pick<Services, 'seguimientoPracticas' | 'informesPractica' | 'anexoFirmado'>,
) => [
  bind(e.seguimientoPracticaAlumno, ({ caller, input, request }) =>
    s.seguimientoPracticas.deAlumno(caller, input.id, idiomaDe(request)),
  ),
  bind(e.informeFinalPractica, ({ caller, input, request }) =>
    s.informesPractica.enviarInformeAlumno(caller, input, idiomaDe(request)),
  ),
  bindFile(e.certificadoPractica, ({ caller, input, request }) =>
    s.informesPractica.certificadoAlumno(caller, input.id, idiomaDe(request)),
  ),
  bindFile(e.anexoPracticaAlumno, ({ caller, input, request }) => s.informesPractica.anexo(caller, input.id, idiomaDe(request))),
  bindFile(e.descargaAnexoFirmadoAlumno, ({ caller, input }) => s.anexoFirmado.descargar(caller, input.id)),
];

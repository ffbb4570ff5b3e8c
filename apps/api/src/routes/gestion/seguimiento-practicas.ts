import { seguimientoPracticasEndpoints as e } from '@puente/contract/endpoints/seguimiento-practicas';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The staff's side of the internships' legal records and the monthly effective days (modules/seguimiento-practicas). */
export const seguimientoPracticasGestionRoutes = (
  s: Pick<
    Services,
    'seguimientoPracticas' | 'diasEfectivos' | 'informesPractica' | 'practicasGestion' | 'anexoFirmado' | 'ausenciasPractica'
  >,
) => [
  bind(e.seguimientoPracticaGestion, ({ caller, input, request }) =>
    s.seguimientoPracticas.deGestion(caller, input.id, idiomaDe(request)),
  ),
  bind(e.datosLegalesPractica, ({ caller, input, request }) =>
    s.seguimientoPracticas.guardarDatosLegales(caller, input, idiomaDe(request)),
  ),
  bind(e.altaSeguridadSocialPracticaGestion, ({ caller, input, request }) =>
    s.seguimientoPracticas.altaGestion(caller, input, idiomaDe(request)),
  ),
  bind(e.bajaSeguridadSocialPracticaGestion, ({ caller, input, request }) =>
    s.seguimientoPracticas.bajaGestion(caller, input, idiomaDe(request)),
  ),
  bind(e.clausulaCotizacionConvenio, ({ caller, input }) =>
    s.seguimientoPracticas.cambiarClausula(caller, input.idConvenio, input.universidadAsumeCotizacion),
  ),
  bind(e.mesesDiasEfectivos, ({ caller }) => s.diasEfectivos.meses(caller)),
  bindFile(e.diasEfectivosCsv, ({ caller, input }) => s.diasEfectivos.csv(caller, input.mes, input.ccc)),
  bindFile(e.anexoPracticaGestion, ({ caller, input, request }) => s.informesPractica.anexo(caller, input.id, idiomaDe(request))),
  bind(e.anexoFirmadoPracticaGestion, ({ caller, input, request }) => s.anexoFirmado.subir(caller, input, idiomaDe(request))),
  bindFile(e.descargaAnexoFirmadoGestion, ({ caller, input }) => s.anexoFirmado.descargar(caller, input.id)),
  bind(e.ausenciaPracticaGestion, ({ caller, input, request }) =>
    s.ausenciasPractica.registrar(caller, input, idiomaDe(request)),
  ),
  bind(e.borrarAusenciaPracticaGestion, ({ caller, input, request }) =>
    s.ausenciasPractica.borrar(caller, input, idiomaDe(request)),
  ),
  bind(e.practicasGestion, ({ caller, input }) => s.practicasGestion.lista(caller, input)),
  bind(e.recordarInformesTutor, ({ caller, input }) => s.informesPractica.recordarAMano(caller, input.ids)),
];

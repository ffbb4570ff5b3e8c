import { seguimientoPracticasEndpoints as e } from '@puente/contract/endpoints/seguimiento-practicas';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The company's side of an internship's legal record (modules/seguimiento-practicas). */
export const seguimientoPracticasEmpresaRoutes = (
  s: Pick<Services, 'seguimientoPracticas' | 'informesPractica' | 'diasEfectivos' | 'anexoFirmado' | 'ausenciasPractica'>,
) => [
  bind(e.seguimientoPracticaEmpresa, ({ caller, input, request }) =>
    s.seguimientoPracticas.deEmpresa(caller, input.id, idiomaDe(request)),
  ),
  bind(e.proyectoFormativo, ({ caller, input, request }) =>
    s.seguimientoPracticas.guardarProyecto(caller, input, idiomaDe(request)),
  ),
  bind(e.altaSeguridadSocialPracticaEmpresa, ({ caller, input, request }) =>
    s.seguimientoPracticas.altaEmpresa(caller, input, idiomaDe(request)),
  ),
  bind(e.bajaSeguridadSocialPracticaEmpresa, ({ caller, input, request }) =>
    s.seguimientoPracticas.bajaEmpresa(caller, input, idiomaDe(request)),
  ),
  bindFile(e.anexoPracticaEmpresa, ({ caller, input, request }) => s.informesPractica.anexo(caller, input.id, idiomaDe(request))),
  bind(e.anexoFirmadoPracticaEmpresa, ({ caller, input, request }) => s.anexoFirmado.subir(caller, input, idiomaDe(request))),
  bindFile(e.descargaAnexoFirmadoEmpresa, ({ caller, input }) => s.anexoFirmado.descargar(caller, input.id)),
  bind(e.ausenciaPracticaEmpresa, ({ caller, input, request }) =>
    s.ausenciasPractica.registrar(caller, input, idiomaDe(request)),
  ),
  bind(e.borrarAusenciaPracticaEmpresa, ({ caller, input, request }) =>
    s.ausenciasPractica.borrar(caller, input, idiomaDe(request)),
  ),
  bind(e.mesesDiasEfectivosEmpresa, ({ caller }) => s.diasEfectivos.mesesEmpresa(caller)),
  bindFile(e.diasEfectivosCsvEmpresa, ({ caller, input }) => s.diasEfectivos.csvEmpresa(caller, input.mes, input.ccc)),
];

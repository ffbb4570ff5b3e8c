import { cvEndpoints as cv } from '@puente/contract/endpoints/cv';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** Mi currículum: one read of every section and one write per section (modules/cv). */
export const cvAlumnoRoutes = (s: Pick<Services, 'cv'>) => [
  bind(cv.dameCvUsuario, ({ caller, request }) => s.cv.dameCv(caller, idiomaDe(request))),
  bind(cv.dameTitulacionesActuales, ({ caller, request }) => s.cv.titulacionesActuales(caller, idiomaDe(request))),
  bind(cv.editaUsuario, ({ caller }) => s.cv.datosUsuario(caller)),
  bind(cv.editDatosPersonales, ({ caller, input, request }) => s.cv.editDatosPersonales(caller, input, idiomaDe(request))),
  bind(cv.editDatosEmail, ({ caller, input, request }) => s.cv.editDatosEmail(caller, input, idiomaDe(request))),
  bind(cv.addEstudio, ({ caller, input, request }) => s.cv.addEstudio(caller, input, idiomaDe(request))),
  bind(cv.addEstudioUniversidad, ({ caller, input, request }) =>
    s.cv.addEstudioUniversidad(caller, input.idTitulacion, idiomaDe(request)),
  ),
  bind(cv.editEstudio, ({ caller, input, request }) => s.cv.editEstudio(caller, input, idiomaDe(request))),
  bind(cv.delEstudio, ({ caller, input, request }) => s.cv.delEstudio(caller, input.id, idiomaDe(request))),
  bind(cv.addIdioma, ({ caller, input, request }) => s.cv.addIdioma(caller, input, idiomaDe(request))),
  bind(cv.editIdioma, ({ caller, input, request }) => s.cv.editIdioma(caller, input, idiomaDe(request))),
  bind(cv.delIdioma, ({ caller, input, request }) => s.cv.delIdioma(caller, input.id, idiomaDe(request))),
  bind(cv.editInteres, ({ caller, input, request }) => s.cv.editInteres(caller, input, idiomaDe(request))),
  bind(cv.editProfesionales, ({ caller, input, request }) => s.cv.editProfesionales(caller, input, idiomaDe(request))),
  bind(cv.addExperiencia, ({ caller, input, request }) => s.cv.addExperiencia(caller, input, idiomaDe(request))),
  bind(cv.editExperiencia, ({ caller, input, request }) => s.cv.editExperiencia(caller, input, idiomaDe(request))),
  bind(cv.delExperiencia, ({ caller, input, request }) => s.cv.delExperiencia(caller, input.id, idiomaDe(request))),
  bind(cv.editCompetencias, ({ caller, input, request }) => s.cv.editCompetencias(caller, input, idiomaDe(request))),
  bind(cv.editConocimientosInformaticos, ({ caller, input, request }) =>
    s.cv.editConocimientos(caller, input, idiomaDe(request)),
  ),
  bind(cv.editPresentacion, ({ caller, input, request }) => s.cv.editPresentacion(caller, input.texto, idiomaDe(request))),
  bind(cv.editEnlacePortfolio, ({ caller, input, request }) => s.cv.editEnlacePortfolio(caller, input, idiomaDe(request))),
  bind(cv.editPermisoTrabajo, ({ caller, input, request }) => s.cv.editPermisoTrabajo(caller, input.permiso, idiomaDe(request))),
  bind(cv.editDatosPreferenciaPracticas, ({ caller, input, request }) =>
    s.cv.editPreferenciaPracticas(caller, input.idPeriodoPreferencia, idiomaDe(request)),
  ),
  bind(cv.editDatosBusquedaActivaPracticas, ({ caller, input, request }) =>
    s.cv.editBusquedaActiva(caller, 'practicas', input.activa, idiomaDe(request)),
  ),
  bind(cv.editDatosBusquedaActivaTrabajo, ({ caller, input, request }) =>
    s.cv.editBusquedaActiva(caller, 'empleo', input.activa, idiomaDe(request)),
  ),
];

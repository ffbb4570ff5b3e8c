import { folder } from '../../lib/endpoint-binding';
import { contactosEmpresaRoutes } from './contactos';
import { conveniosEmpresaRoutes } from './convenios';
import { cuentaEmpresaRoutes } from './cuenta';
import { cvCandidatoEmpresaRoutes } from './cv-candidato';
import { documentosProcesoEmpresaRoutes } from './documentos-proceso';
import { encuestasEmpresaRoutes } from './encuestas';
import { eventosEmpresaRoutes } from './eventos';
import { miEmpresaRoutes } from './mi-empresa';
import { misDatosEmpresaRoutes } from './mis-datos';
import { notificacionesEmpresaRoutes } from './notificaciones';
import { ofertasEmpresaRoutes } from './ofertas';
import { practicasEmpresaRoutes } from './practicas';
import { procesosEmpresaRoutes } from './procesos';
import { programasEmpresaRoutes } from './programas';
import { seguimientoPracticasEmpresaRoutes } from './seguimiento-practicas';
import { solicitudesPracticaEmpresaRoutes } from './solicitudes-practica';

type EmpresaServices = Parameters<typeof cuentaEmpresaRoutes>[0] &
  Parameters<typeof notificacionesEmpresaRoutes>[0] &
  Parameters<typeof ofertasEmpresaRoutes>[0] &
  Parameters<typeof procesosEmpresaRoutes>[0] &
  Parameters<typeof cvCandidatoEmpresaRoutes>[0] &
  Parameters<typeof documentosProcesoEmpresaRoutes>[0] &
  Parameters<typeof miEmpresaRoutes>[0] &
  Parameters<typeof misDatosEmpresaRoutes>[0] &
  Parameters<typeof eventosEmpresaRoutes>[0] &
  Parameters<typeof contactosEmpresaRoutes>[0] &
  Parameters<typeof conveniosEmpresaRoutes>[0] &
  Parameters<typeof practicasEmpresaRoutes>[0] &
  Parameters<typeof programasEmpresaRoutes>[0] &
  Parameters<typeof solicitudesPracticaEmpresaRoutes>[0] &
  Parameters<typeof encuestasEmpresaRoutes>[0] &
  Parameters<typeof seguimientoPracticasEmpresaRoutes>[0];

/** The folder's guard is the `empresa` role: every endpoint here needs a company-contact token. */
export const empresaRoutes = (s: EmpresaServices) =>
  folder('empresa', [
    ...seguimientoPracticasEmpresaRoutes(s),
    ...cuentaEmpresaRoutes(s),
    ...notificacionesEmpresaRoutes(s),
    ...ofertasEmpresaRoutes(s),
    ...procesosEmpresaRoutes(s),
    ...documentosProcesoEmpresaRoutes(s),
    ...cvCandidatoEmpresaRoutes(s),
    ...miEmpresaRoutes(s),
    ...misDatosEmpresaRoutes(s),
    ...eventosEmpresaRoutes(s),
    ...contactosEmpresaRoutes(s),
    ...conveniosEmpresaRoutes(s),
    ...practicasEmpresaRoutes(s),
    ...programasEmpresaRoutes(s),
    ...solicitudesPracticaEmpresaRoutes(s),
    ...encuestasEmpresaRoutes(s),
  ]);

import type { Endpoint } from '../endpoint';
import { mergeEndpointGroups } from '../endpoint-groups';
import { altaEmpresaEndpoints } from './alta-empresa';
import { alumnosGestionEndpoints } from './alumnos-gestion';
import { authEndpoints } from './auth';
import { busquedasGuardadasEndpoints } from './busquedas-guardadas';
import { candidaturasAlumnoEndpoints } from './candidaturas-alumno';
import { cifrasEndpoints } from './cifras';
import { comunicacionesEndpoints } from './comunicaciones';
import { conveniosEndpoints } from './convenios';
import { cuentaEndpoints } from './cuenta';
import { cvEndpoints } from './cv';
import { cvArchivosEndpoints } from './cv-archivos';
import { documentosProcesoEndpoints } from './documentos-proceso';
import { dominiosEndpoints } from './dominios';
import { empresasGestionEndpoints } from './empresas-gestion';
import { encuestasEndpoints } from './encuestas';
import { equipoEndpoints } from './equipo';
import { eventosEndpoints } from './eventos';
import { gestionEndpoints } from './gestion';
import { guiasEndpoints } from './guias';
import { listasReferenciaEndpoints } from './listas-referencia';
import { miEmpresaEndpoints } from './mi-empresa';
import { misDatosEndpoints } from './mis-datos';
import { notificacionesEndpoints } from './notificaciones';
import { ofertasEndpoints } from './ofertas';
import { ofertasEmpresaEndpoints } from './ofertas-empresa';
import { ofertasGuardadasEndpoints } from './ofertas-guardadas';
import { practicasAlumnoEndpoints } from './practicas-alumno';
import { practicasEmpresaEndpoints } from './practicas-empresa';
import { procesosEndpoints } from './procesos';
import { programasEndpoints } from './programas';
import { publicoEndpoints } from './publico';
import { registroEndpoints } from './registro';
import { samlEndpoints } from './saml';
import { seguimientoPracticasEndpoints } from './seguimiento-practicas';
import { solicitudesPracticaEndpoints } from './solicitudes-practica';
import { tareasEndpoints } from './tareas';
import { ofertasGestionEndpoints, validacionOfertasEndpoints } from './validacion-ofertas';

/** One group per endpoint file; a name or a route declared twice fails (see mergeEndpointGroups). */
export const endpointGroups = [
  altaEmpresaEndpoints,
  alumnosGestionEndpoints,
  authEndpoints,
  busquedasGuardadasEndpoints,
  cuentaEndpoints,
  cvArchivosEndpoints,
  cvEndpoints,
  candidaturasAlumnoEndpoints,
  cifrasEndpoints,
  comunicacionesEndpoints,
  conveniosEndpoints,
  documentosProcesoEndpoints,
  dominiosEndpoints,
  empresasGestionEndpoints,
  encuestasEndpoints,
  equipoEndpoints,
  eventosEndpoints,
  gestionEndpoints,
  guiasEndpoints,
  listasReferenciaEndpoints,
  miEmpresaEndpoints,
  misDatosEndpoints,
  notificacionesEndpoints,
  ofertasEndpoints,
  ofertasEmpresaEndpoints,
  ofertasGuardadasEndpoints,
  practicasAlumnoEndpoints,
  practicasEmpresaEndpoints,
  procesosEndpoints,
  programasEndpoints,
  seguimientoPracticasEndpoints,
  publicoEndpoints,
  registroEndpoints,
  samlEndpoints,
  solicitudesPracticaEndpoints,
  tareasEndpoints,
  validacionOfertasEndpoints,
  ofertasGestionEndpoints,
] as const;

/** Every declared endpoint, keyed by a stable name. The API must handle each one. */
export const endpoints = mergeEndpointGroups(...endpointGroups);

export type EndpointName = keyof typeof endpoints;
export const endpointList: [string, Endpoint][] = Object.entries(endpoints);

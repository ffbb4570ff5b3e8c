import { folder } from '../../lib/endpoint-binding';
import { busquedasGuardadasAlumnoRoutes } from './busquedas-guardadas';
import { candidaturasAlumnoRoutes } from './candidaturas';
import { cuentaAlumnoRoutes } from './cuenta';
import { cvAlumnoRoutes } from './cv';
import { cvArchivosAlumnoRoutes } from './cv-archivos';
import { documentosProcesoAlumnoRoutes } from './documentos-proceso';
import { encuestasAlumnoRoutes } from './encuestas';
import { eventosAlumnoRoutes } from './eventos';
import { guiasAlumnoRoutes } from './guias';
import { misDatosAlumnoRoutes } from './mis-datos';
import { notificacionesAlumnoRoutes } from './notificaciones';
import { ofertasAlumnoRoutes } from './ofertas';
import { ofertasGuardadasAlumnoRoutes } from './ofertas-guardadas';
import { practicasAlumnoRoutes } from './practicas';
import { programasAlumnoRoutes } from './programas';
import { seguimientoPracticasAlumnoRoutes } from './seguimiento-practicas';
import { solicitudesPracticaAlumnoRoutes } from './solicitudes-practica';

type AlumnoServices = Parameters<typeof cuentaAlumnoRoutes>[0] &
  Parameters<typeof ofertasAlumnoRoutes>[0] &
  Parameters<typeof ofertasGuardadasAlumnoRoutes>[0] &
  Parameters<typeof busquedasGuardadasAlumnoRoutes>[0] &
  Parameters<typeof candidaturasAlumnoRoutes>[0] &
  Parameters<typeof notificacionesAlumnoRoutes>[0] &
  Parameters<typeof misDatosAlumnoRoutes>[0] &
  Parameters<typeof cvArchivosAlumnoRoutes>[0] &
  Parameters<typeof documentosProcesoAlumnoRoutes>[0] &
  Parameters<typeof cvAlumnoRoutes>[0] &
  Parameters<typeof eventosAlumnoRoutes>[0] &
  Parameters<typeof programasAlumnoRoutes>[0] &
  Parameters<typeof solicitudesPracticaAlumnoRoutes>[0] &
  Parameters<typeof practicasAlumnoRoutes>[0] &
  Parameters<typeof guiasAlumnoRoutes>[0] &
  Parameters<typeof encuestasAlumnoRoutes>[0] &
  Parameters<typeof seguimientoPracticasAlumnoRoutes>[0];

/** The folder's guard is the `alumno` role: every endpoint here needs a student token. */
export const alumnoRoutes = (s: AlumnoServices) =>
  folder('alumno', [
    ...seguimientoPracticasAlumnoRoutes(s),
    ...cuentaAlumnoRoutes(s),
    ...ofertasAlumnoRoutes(s),
    ...ofertasGuardadasAlumnoRoutes(s),
    ...busquedasGuardadasAlumnoRoutes(s),
    ...candidaturasAlumnoRoutes(s),
    ...notificacionesAlumnoRoutes(s),
    ...misDatosAlumnoRoutes(s),
    ...documentosProcesoAlumnoRoutes(s),
    ...cvArchivosAlumnoRoutes(s),
    ...cvAlumnoRoutes(s),
    ...eventosAlumnoRoutes(s),
    ...programasAlumnoRoutes(s),
    ...solicitudesPracticaAlumnoRoutes(s),
    ...practicasAlumnoRoutes(s),
    ...guiasAlumnoRoutes(s),
    ...encuestasAlumnoRoutes(s),
  ]);

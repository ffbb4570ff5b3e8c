import { folder } from '../../lib/endpoint-binding';
import { alumnosGestionRoutes } from './alumnos';
import { cifrasGestionRoutes } from './cifras';
import { comunicacionesGestionRoutes } from './comunicaciones';
import { conveniosGestionRoutes } from './convenios';
import { cvGestionRoutes } from './cv';
import { empresasGestionRoutes } from './empresas';
import { empresasAreaGestionRoutes } from './empresas-gestion';
import { encuestasGestionRoutes } from './encuestas';
import { equipoGestionRoutes } from './equipo';
import { eventosGestionRoutes } from './eventos';
import { guiasGestionRoutes } from './guias';
import { listasReferenciaGestionRoutes } from './listas-referencia';
import { portalGestionRoutes } from './portal';
import { practicasGestionRoutes } from './practicas';
import { practicasAlumnoGestionRoutes } from './practicas-alumno';
import { programasGestionRoutes } from './programas';
import { seguimientoPracticasGestionRoutes } from './seguimiento-practicas';
import { solicitudesPracticaGestionRoutes } from './solicitudes-practica';
import { tareasGestionRoutes } from './tareas';
import { validacionOfertasGestionRoutes } from './validacion-ofertas';

type GestionServices = Parameters<typeof portalGestionRoutes>[0] &
  Parameters<typeof validacionOfertasGestionRoutes>[0] &
  Parameters<typeof cvGestionRoutes>[0] &
  Parameters<typeof empresasGestionRoutes>[0] &
  Parameters<typeof eventosGestionRoutes>[0] &
  Parameters<typeof conveniosGestionRoutes>[0] &
  Parameters<typeof practicasGestionRoutes>[0] &
  Parameters<typeof programasGestionRoutes>[0] &
  Parameters<typeof solicitudesPracticaGestionRoutes>[0] &
  Parameters<typeof practicasAlumnoGestionRoutes>[0] &
  Parameters<typeof guiasGestionRoutes>[0] &
  Parameters<typeof encuestasGestionRoutes>[0] &
  Parameters<typeof equipoGestionRoutes>[0] &
  Parameters<typeof empresasAreaGestionRoutes>[0] &
  Parameters<typeof alumnosGestionRoutes>[0] &
  Parameters<typeof seguimientoPracticasGestionRoutes>[0] &
  Parameters<typeof comunicacionesGestionRoutes>[0] &
  Parameters<typeof listasReferenciaGestionRoutes>[0] &
  Parameters<typeof cifrasGestionRoutes>[0] &
  Parameters<typeof tareasGestionRoutes>[0];

/** The folder's guard is the `gestor` role: university staff only. */
export const gestionRoutes = (s: GestionServices) =>
  folder('gestor', [
    ...seguimientoPracticasGestionRoutes(s),
    ...portalGestionRoutes(s),
    ...validacionOfertasGestionRoutes(s),
    ...cvGestionRoutes(s),
    ...empresasGestionRoutes(s),
    ...eventosGestionRoutes(s),
    ...conveniosGestionRoutes(s),
    ...practicasGestionRoutes(s),
    ...programasGestionRoutes(s),
    ...solicitudesPracticaGestionRoutes(s),
    ...practicasAlumnoGestionRoutes(s),
    ...guiasGestionRoutes(s),
    ...encuestasGestionRoutes(s),
    ...equipoGestionRoutes(s),
    ...empresasAreaGestionRoutes(s),
    ...alumnosGestionRoutes(s),
    ...comunicacionesGestionRoutes(s),
    ...listasReferenciaGestionRoutes(s),
    ...cifrasGestionRoutes(s),
    ...tareasGestionRoutes(s),
  ]);

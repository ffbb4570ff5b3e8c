import { practicasAlumnoEndpoints as p } from '@puente/contract/endpoints/practicas-alumno';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** /mis-practicas (modules/practicas-alumno): everything through the token's student. */
export const practicasAlumnoRoutes = (s: Pick<Services, 'practicasAlumno'>) => [
  bind(p.damePracticasAlumno, ({ caller }) => s.practicasAlumno.listar(caller)),
  bind(p.faltaDatosNecesariosPorPractica, ({ caller }) => s.practicasAlumno.faltaDatos(caller)),
  bind(p.editDatosPractica, ({ caller, input }) => s.practicasAlumno.guardarDatos(caller, input)),
  bind(p.addFicheroPractica, ({ caller, input }) => s.practicasAlumno.addFichero(caller, input)),
  bind(p.addDocumentoPractica, ({ caller, input }) => s.practicasAlumno.addDocumento(caller, input)),
  bindFile(p.descargaDocumentoPracticaAlumno, ({ caller, input }) => s.practicasAlumno.descargarDocumento(caller, input.id)),
  bindFile(p.descargaPlantillaPracticaAlumno, ({ caller, input }) => s.practicasAlumno.descargarPlantilla(caller, input.id)),
];

import { gestionEndpoints as ge } from '@puente/contract/endpoints/gestion';
import { bind } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** Staff and the students' CVs: read one (audited), add a degree to a student's university records (modules/cv). */
export const cvGestionRoutes = (s: Pick<Services, 'cv'>) => [
  bind(ge.cvAlumno, ({ caller, input, request }) => s.cv.cvParaGestion(caller, input.id, idiomaDe(request))),
  bind(ge.expedienteAlumno, ({ caller, input }) => s.cv.addExpediente(caller, input)),
];

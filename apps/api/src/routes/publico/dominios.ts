import { dominiosEndpoints as de } from '@puente/contract/endpoints/dominios';
import { bindPublic } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

// Reference lists fill the forms of the login and maintenance pages too.
const always = { duranteMantenimiento: true };

/** Reference lists (modules/dominios). */
export const dominiosPublicoRoutes = (s: Pick<Services, 'dominios'>) => [
  bindPublic(de.dominios, () => s.dominios.dominios('es'), always),
  bindPublic(de.dominiosList, ({ input }) => s.dominios.dominios(input.lang), always),
  bindPublic(de.tagsInteres, () => s.dominios.lista('tagsInteres'), always),
  bindPublic(de.programasInformaticos, () => s.dominios.lista('programasInformaticos'), always),
  bindPublic(de.titulaciones, () => s.dominios.titulaciones(), always),
  bindPublic(de.motivosCambioEstado, () => s.dominios.motivos(), always),
  bindPublic(de.centrosEducativos, ({ input }) => s.dominios.centros(input.id), always),
];

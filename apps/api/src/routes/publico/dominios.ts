import { dominiosEndpoints as de } from '@puente/contract/endpoints/dominios';
import { bindPublic } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

// Reference lists fill the forms of the login and maintenance pages too.
const always = { duranteMantenimiento: true };
// What forms offer to choose from: without the items staff retired (rows holding one keep it).
const activos = { activos: true };

/** Reference lists (modules/dominios). */
export const dominiosPublicoRoutes = (s: Pick<Services, 'dominios'>) => [
  bindPublic(de.dominios, () => s.dominios.dominios('es', activos), always),
  bindPublic(de.dominiosList, ({ input }) => s.dominios.dominios(input.lang, activos), always),
  bindPublic(de.tagsInteres, () => s.dominios.lista('tagsInteres', 'es', activos), always),
  bindPublic(de.programasInformaticos, () => s.dominios.lista('programasInformaticos', 'es', activos), always),
  bindPublic(de.titulaciones, () => s.dominios.titulaciones('es', activos), always),
  bindPublic(de.motivosCambioEstado, () => s.dominios.motivos('es', activos), always),
  bindPublic(de.centrosEducativos, ({ input }) => s.dominios.centros(input.id, activos), always),
];

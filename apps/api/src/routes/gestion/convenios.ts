import { conveniosEndpoints as c } from '@puente/contract/endpoints/convenios';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** The university's review of signed agreements: list, download both PDFs, validate, reject with a reason (modules/convenios). */
export const conveniosGestionRoutes = (s: Pick<Services, 'conveniosGestion'>) => [
  bind(c.conveniosPendientes, ({ caller }) => s.conveniosGestion.pendientes(caller)),
  bindFile(c.descargaConvenioGestion, ({ caller, input }) => s.conveniosGestion.pdfGestion(caller, input.id)),
  bindFile(c.descargaConvenioFirmadoGestion, ({ caller, input }) => s.conveniosGestion.pdfFirmadoGestion(caller, input.id)),
  bind(c.validarConvenio, ({ caller, input }) => s.conveniosGestion.validar(caller, input.id)),
  bind(c.rechazarConvenio, ({ caller, input }) => s.conveniosGestion.rechazar(caller, input.id, input.motivo)),
];

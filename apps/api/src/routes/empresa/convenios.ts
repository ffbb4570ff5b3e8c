import { conveniosEndpoints as c } from '@puente/contract/endpoints/convenios';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** /nuevo-convenio-colaboracion and /subir-convenio-firmado (modules/convenios); the PDF goes in the caller's language. */
export const conveniosEmpresaRoutes = (s: Pick<Services, 'convenios' | 'contactosConvenio'>) => [
  bind(c.dameContactosConveniosEmpresa, ({ caller }) => s.convenios.contactos(caller)),
  bind(c.dameCuentasFacturacion, ({ caller }) => s.convenios.cuentas(caller)),
  bind(c.addCuentaFacturacion, ({ caller, input }) => s.convenios.addCuenta(caller, input)),
  bind(c.addContactoEmpresa, ({ caller, input, request }) => s.contactosConvenio.addContacto(caller, input, idiomaDe(request))),
  bind(c.addConvenioEmpresa, ({ caller, input, request }) => s.convenios.generar(caller, input, idiomaDe(request))),
  bind(c.dameConveniosEmpresa, ({ caller }) => s.convenios.listar(caller)),
  bindFile(c.descargaConvenio, ({ caller, input }) => s.convenios.pdf(caller, input.id)),
  bindFile(c.descargaConvenioFirmado, ({ caller, input }) => s.convenios.pdfFirmado(caller, input.id)),
  bind(c.adjuntaFicheroAlConvenioEmpresa, ({ caller, input }) => s.convenios.adjuntarFirmado(caller, input)),
];

import { listasReferenciaEndpoints as l } from '@puente/contract/endpoints/listas-referencia';
import { bind, bindFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** /gestion/listas: the reference lists staff keep (modules/dominios/listas-referencia.service.ts). */
export const listasReferenciaGestionRoutes = (s: Pick<Services, 'listasReferencia'>) => [
  bind(l.listaReferencia, ({ caller, input }) => s.listasReferencia.lista(caller, input)),
  bindFile(l.listaReferenciaCsv, ({ caller, input }) => s.listasReferencia.csv(caller, input)),
  bind(l.crearElementoLista, ({ caller, input }) => s.listasReferencia.crear(caller, input)),
  bind(l.editarElementoLista, ({ caller, input }) => s.listasReferencia.editar(caller, input)),
  bind(l.retiradaElementoLista, ({ caller, input }) =>
    s.listasReferencia.retirada(caller, input.lista, input.id, input.retirado),
  ),
];

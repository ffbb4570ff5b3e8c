import { defineEndpoint, fileStreamOutput } from '../endpoint';
import {
  editarElementoListaInput,
  elementoListaInput,
  elementoListaSchema,
  listaReferenciaCsvInput,
  listaReferenciaInput,
  paginaListaReferenciaSchema,
  retiradaElementoListaInput,
} from '../listas-referencia';

/** The reference lists staff keep (issue 27): list, add, rename, retire; never delete. */
export const listasReferenciaEndpoints = {
  listaReferencia: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/listaReferencia/:lista',
    role: 'gestor',
    permiso: 'contenidos:leer',
    summary:
      'Los elementos de una lista de referencia (titulaciones, áreas, centros por provincia, motivos, tipos de contacto), retirados incluidos, por orden alfabético y por páginas',
    input: listaReferenciaInput,
    output: paginaListaReferenciaSchema,
  }),
  listaReferenciaCsv: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/listaReferenciaCsv/:lista',
    role: 'gestor',
    permiso: 'contenidos:leer',
    summary: 'La misma lista con el mismo filtro en CSV',
    input: listaReferenciaCsvInput,
    output: fileStreamOutput('text/csv; charset=utf-8'),
  }),
  crearElementoLista: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/crearElementoLista/:lista',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary:
      'Añade un elemento a una lista de referencia; los formularios lo ofrecen al momento en todas las copias (8 si ya hay uno activo con ese nombre; 15 si su nivel, área o provincia no existen)',
    input: elementoListaInput,
    output: elementoListaSchema,
  }),
  editarElementoLista: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/editarElementoLista/:lista/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary:
      'Renombra un elemento (o cambia su nivel, área, estado o provincia); lo que ya lo usa pasa a mostrar el nombre nuevo (48 si no existe; 8; 15)',
    input: editarElementoListaInput,
    output: elementoListaSchema,
  }),
  retiradaElementoLista: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/retiradaElementoLista/:lista/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary:
      'Retira un elemento (los formularios dejan de ofrecerlo; lo que ya lo usa lo conserva) o lo recupera (48 si no existe; 8 si al recuperarlo ya hay otro activo con su nombre)',
    input: retiradaElementoListaInput,
    output: elementoListaSchema,
  }),
} as const;

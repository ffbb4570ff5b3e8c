import {
  bloquearEmpresaInput,
  decisionBloqueoSchema,
  empresaGestionSchema,
  listaEmpresasGestionInput,
  paginaEmpresasGestionSchema,
} from '../empresas-gestion';
import { defineEndpoint, fileOutput } from '../endpoint';
import { CONTENT_TYPES_DOCUMENTO } from '../validation/files';
import { idPathInput } from '../validation/id';

/** The staff's Empresas area (issue 25): the list, a company's page, block and unblock. */
export const empresasGestionEndpoints = {
  empresasGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/empresas',
    role: 'gestor',
    permiso: 'empresas:leer',
    summary:
      'Empresas por texto (nombre, nombre comercial o CIF), estado, provincia, sector, fecha de alta, con o sin ofertas ' +
      'y con o sin convenios, paginadas por cursor (total exacto hasta 10 000; más allá, estimado)',
    input: listaEmpresasGestionInput,
    output: paginaEmpresasGestionSchema,
  }),
  empresaGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/empresas/:id',
    role: 'gestor',
    permiso: 'empresas:leer',
    summary:
      'La ficha de una empresa: datos, contactos, ofertas, convenios, prácticas, documentos, historial de decisiones y ' +
      'su última actividad auditada (48 si no existe)',
    input: idPathInput,
    output: empresaGestionSchema,
  }),
  descargaDocumentoEmpresaGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/descargaDocumentoEmpresa/:id',
    role: 'gestor',
    permiso: 'empresas:leer',
    summary: 'Descarga un documento que aportó una empresa (48 si no existe)',
    input: idPathInput,
    output: fileOutput(...CONTENT_TYPES_DOCUMENTO),
  }),
  bloquearEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/bloquearEmpresa',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary:
      'Bloquea una empresa validada con un motivo: las sesiones de sus contactos dejan de valer en segundos y no pueden ' +
      'entrar con ella; queda auditado (48 si no está validada)',
    input: bloquearEmpresaInput,
    output: decisionBloqueoSchema,
  }),
  desbloquearEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/desbloquearEmpresa',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary: 'Desbloquea una empresa bloqueada: vuelve a estar validada y sus contactos pueden entrar (48 si no está bloqueada)',
    input: idPathInput,
    output: decisionBloqueoSchema,
  }),
} as const;

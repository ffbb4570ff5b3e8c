import { z } from 'zod';
import {
  datosContactoInput,
  datosContactoSchema,
  datosEmpresaInput,
  datosEmpresaSchema,
  faltanDatosSchema,
} from '../empresa-cuenta';
import { defineEndpoint } from '../endpoint';

/** A company's own data (/mi-empresa) and its contact's (/mi-perfil), and the missing-data checks of spec §4. */
export const miEmpresaEndpoints = {
  dameDatosEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameDatosEmpresa',
    role: 'empresa',
    summary: 'Datos de la empresa activa del token y sus contactos',
    input: z.object({}),
    output: datosEmpresaSchema,
  }),
  editaEmpresaCompletos: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/editaEmpresaCompletos',
    role: 'empresa',
    summary: 'Guarda los datos y la descripción de la empresa activa: 507',
    input: datosEmpresaInput,
    output: datosEmpresaSchema,
  }),
  dameDatosContactoEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameDatosContactoEmpresa',
    role: 'empresa',
    summary: 'Datos del contacto que llama',
    input: z.object({}),
    output: datosContactoSchema,
  }),
  editaContactoEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/editaContactoEmpresa',
    role: 'empresa',
    summary: 'Guarda los datos del contacto que llama (69, 29/44 si el e-mail es de otro contacto)',
    input: datosContactoInput,
    output: datosContactoSchema,
  }),
  faltanDatosAlaEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/faltanDatosAlaEmpresa',
    role: 'empresa',
    summary: 'Si faltan datos obligatorios de la empresa activa y cuáles (siempre false si la marca no lo comprueba)',
    input: z.object({}),
    output: faltanDatosSchema,
  }),
  faltanDatosAlContactoEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/faltanDatosAlContactoEmpresa',
    role: 'empresa',
    summary: 'Si faltan datos obligatorios del contacto que llama y cuáles (siempre false si la marca no lo comprueba)',
    input: z.object({}),
    output: faltanDatosSchema,
  }),
} as const;

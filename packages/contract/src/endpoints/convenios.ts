import { z } from 'zod';
import {
  adjuntoConvenioInput,
  convenioEmpresaSchema,
  convenioGeneradoSchema,
  convenioPendienteSchema,
  cuentaFacturacionInput,
  cuentaFacturacionSchema,
  rechazoConvenioInput,
  solicitudConvenioInput,
} from '../convenios';
import { nuevoContactoInput } from '../empresa-cuenta';
import { defineEndpoint, fileOutput } from '../endpoint';
import { idPathInput } from '../validation/id';

/*
 * Education cooperation agreements (issue 13): what /nuevo-convenio-colaboracion
 * and /subir-convenio-firmado call, and the university's review of signed
 * copies. Every company endpoint answers 48 when the brand has no
 * `canCrearConvenios`, and reads only the token's active company: another
 * company's agreement, contact or account id answers as a missing one.
 */

const pdf = fileOutput('application/pdf');

export const conveniosEndpoints = {
  dameContactosConveniosEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/empresa/dameContactosConveniosEmpresa',
    role: 'empresa',
    summary: 'Contactos de la empresa activa que pueden gestionar un convenio: un mapa id → "Nombre Apellidos (e-mail)"',
    input: z.object({}),
    output: z.record(z.string(), z.string()),
  }),
  dameCuentasFacturacion: defineEndpoint({
    method: 'GET',
    path: '/api/empresa/dameCuentasFacturacion',
    role: 'empresa',
    summary: 'Cuentas fiscales (de facturación) de la empresa activa, con su idCuenta',
    input: z.object({}),
    output: z.array(cuentaFacturacionSchema),
  }),
  addCuentaFacturacion: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/addCuentaFacturacion',
    role: 'empresa',
    summary:
      'Nueva cuenta fiscal de la empresa activa (España: provincia de la lista y CIF válido; otro país: provincia escrita): 530 con la cuenta',
    input: cuentaFacturacionInput,
    output: cuentaFacturacionSchema,
  }),
  addContactoEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/addContactoEmpresa',
    role: 'empresa',
    summary:
      'Nuevo contacto de gestión desde el convenio, creado como en Mi empresa (correo con el enlace para su contraseña; 29, 44): 530 con su id',
    input: nuevoContactoInput,
    output: z.object({ idContacto: z.number().int() }),
  }),
  addConvenioEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/addConvenioEmpresa',
    role: 'empresa',
    summary:
      'Genera el convenio en PDF y lo guarda: 531 con datos.enlace (la descarga); IBAN no válido 70, sin IBAN aquí ni en el perfil 72; el IBAN se guarda en el perfil de la empresa',
    input: solicitudConvenioInput,
    output: convenioGeneradoSchema,
  }),
  dameConveniosEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameConveniosEmpresa',
    role: 'empresa',
    summary:
      'Convenios de la empresa activa, los más recientes primero, con su estado (generado, firmado, validado, rechazado, caducado)',
    input: z.object({}),
    output: z.array(convenioEmpresaSchema),
  }),
  descargaConvenio: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaConvenio/:id',
    role: 'empresa',
    summary: 'El convenio generado, en PDF (48 si no es de la empresa activa)',
    input: idPathInput,
    output: pdf,
  }),
  descargaConvenioFirmado: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaConvenioFirmado/:id',
    role: 'empresa',
    summary: 'La copia firmada que subió la empresa (48 si no es de la empresa activa o no tiene)',
    input: idPathInput,
    output: pdf,
  }),
  adjuntaFicheroAlConvenioEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
    role: 'empresa',
    summary:
      'Sube la copia firmada de un convenio propio: solo PDF por su contenido (46), hasta 2 MB (413); 513 y queda firmado, pendiente de validación',
    input: adjuntoConvenioInput,
    output: convenioEmpresaSchema,
  }),
  conveniosPendientes: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/conveniosPendientes',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'Convenios con la copia firmada subida que esperan la validación de la universidad, los más antiguos primero',
    input: z.object({}),
    output: z.array(convenioPendienteSchema),
  }),
  descargaConvenioGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/descargaConvenio/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'El convenio generado de cualquier empresa, en PDF',
    input: idPathInput,
    output: pdf,
  }),
  descargaConvenioFirmadoGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/descargaConvenioFirmado/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'La copia firmada de un convenio, en PDF (48 si no tiene)',
    input: idPathInput,
    output: pdf,
  }),
  validarConvenio: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/validarConvenio',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Valida la copia firmada de un convenio pendiente (48 si no lo está); se avisa a la empresa',
    input: idPathInput,
    output: z.null(),
  }),
  rechazarConvenio: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/rechazarConvenio',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Rechaza la copia firmada de un convenio pendiente con un motivo, que se avisa a la empresa; puede volver a subirla',
    input: rechazoConvenioInput,
    output: z.null(),
  }),
} as const;

import { SUBIDA_MAX_KB } from '../constants';

/**
 * Validation messages shown under form fields. The strings quoted by spec §5 are
 * copied exactly (including "no esta permitido" without an accent) because users
 * and support already know them; the rest follow the same wording.
 */
export const MENSAJES = {
  requerido: 'Este campo es requerido',
  malFormado: 'El campo está mal formado',
  dniMalFormado: 'El campo DNI está mal formado',
  cifMalFormado: 'El campo CIF está mal formado',
  ibanMalFormado: 'El campo IBAN está mal formado',
  emailMalFormado: 'El campo email está mal formado',
  telefonoMalFormado: 'El campo teléfono está mal formado',
  urlMalFormada: 'La URL está mal formada',
  telefonoExcesivo: 'La longitud del teléfono es excesiva',
  passwordsNoCoinciden: 'Las contraseñas no coinciden',
  passwordSinNumero: 'La contraseña debe contener al menos un número',
  privacidad: 'Debes aceptar la política de privacidad',
  ficheroNoPermitido: 'Este tipo de fichero no esta permitido',
  ficheroDemasiadoGrande: `El fichero es demasiado grande (máximo ${SUBIDA_MAX_KB / 1000} MB)`,
  ficheroIlegible: 'El fichero no se ha podido leer',
  noNumerico: 'El campo debe ser numérico',
  noEntero: 'El campo debe ser un número entero',
  noNegativo: 'El valor no puede ser negativo',
  caracteresNoPermitidos: 'El campo contiene caracteres no permitidos (caracteres de control)',
  idNoValido: 'El identificador no es válido',
} as const;

export const demasiadoCorto = (min: number) => `El campo es demasiado corto (mínimo ${min} caracteres)`;

export const demasiadoLargo = (max: number) => `El campo es demasiado largo (máximo ${max} caracteres)`;

export const fueraDeRango = (min: number, max: number) => `El valor debe estar entre ${min} y ${max}`;

export const valorMinimo = (min: number) => (min === 0 ? MENSAJES.noNegativo : `El valor debe ser como mínimo ${min}`);

export const valorMaximo = (max: number) => `El valor debe ser como máximo ${max}`;

/** Field-specific form of the generic malformed message, e.g. 'El campo NSS está mal formado'. */
export const campoMalFormado = (campo: string) => `El campo ${campo} está mal formado`;

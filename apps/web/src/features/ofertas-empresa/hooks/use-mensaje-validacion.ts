import { MENSAJE_SIN_TITULACIONES } from '@puente/contract/oferta-form';
import { MENSAJES } from '@puente/contract/validation/messages';
import { useTranslation } from 'react-i18next';
import { MENSAJE_FECHAS_DESORDENADAS } from '../oferta-form-values';

/** Exact Spanish messages of the contract (spec §5) → their key under ofertasEmpresa.validacion. */
const exactos = new Map<string, string>([
  [MENSAJES.requerido, 'requerido'],
  [MENSAJES.noNumerico, 'noNumerico'],
  [MENSAJES.noEntero, 'noEntero'],
  [MENSAJES.noNegativo, 'noNegativo'],
  [MENSAJES.emailMalFormado, 'emailMalFormado'],
  [MENSAJES.telefonoMalFormado, 'telefonoMalFormado'],
  [MENSAJES.telefonoExcesivo, 'telefonoExcesivo'],
  [MENSAJES.urlMalFormada, 'urlMalFormada'],
  [MENSAJE_SIN_TITULACIONES, 'sinTitulaciones'],
  [MENSAJE_FECHAS_DESORDENADAS, 'fechasDesordenadas'],
  ['La fecha no es válida', 'fechaNoValida'],
  ['Selecciona como máximo 50 titulaciones', 'demasiadasTitulaciones'],
]);

/** Messages built with a number (messages.ts): pattern → key and the name of the interpolated value. */
const patrones: [RegExp, string, string[]][] = [
  [/^El campo es demasiado corto \(mínimo (\d+) caracteres\)$/, 'demasiadoCorto', ['min']],
  [/^El campo es demasiado largo \(máximo (\d+) caracteres\)$/, 'demasiadoLargo', ['max']],
  [/^El valor debe estar entre (\S+) y (\S+)$/, 'fueraDeRango', ['min', 'max']],
  [/^El valor debe ser como mínimo (\S+)$/, 'valorMinimo', ['min']],
  [/^El valor debe ser como máximo (\S+)$/, 'valorMaximo', ['max']],
];

/**
 * The form shows the contract's messages word for word in Spanish (they are
 * the spec's); in English it looks each one up in the catalogue. A message
 * it does not know (a server's) is shown as it came.
 */
export function useMensajeValidacion() {
  const { t, i18n } = useTranslation();
  return (mensaje: string | undefined): string | undefined => {
    if (!mensaje || i18n.language !== 'en') return mensaje;
    const clave = exactos.get(mensaje);
    if (clave) return t(`ofertasEmpresa.validacion.${clave}`);
    for (const [patron, claveDe, nombres] of patrones) {
      const encontrado = patron.exec(mensaje);
      if (encontrado) {
        const valores = Object.fromEntries(nombres.map((nombre, i) => [nombre, encontrado[i + 1]]));
        return t(`ofertasEmpresa.validacion.${claveDe}`, valores);
      }
    }
    return mensaje;
  };
}

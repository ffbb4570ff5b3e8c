import { SUBIDA_MAX_KB } from '@puente/contract/constants';
import { MENSAJES } from '@puente/contract/validation/messages';
import { useTranslation } from 'react-i18next';

/** Every message of the contract's catalogue → its key under the root `validacion` namespace. */
const clavesContrato = new Map<string, string>(Object.entries(MENSAJES).map(([clave, texto]) => [texto, `validacion.${clave}`]));

/** Messages built with numbers (messages.ts): pattern → key and the names of the interpolated values. */
const patrones: [RegExp, string, string[]][] = [
  [/^El campo es demasiado corto \(mínimo (\d+) caracteres\)$/, 'validacion.demasiadoCorto', ['min']],
  [/^El campo es demasiado largo \(máximo (\d+) caracteres\)$/, 'validacion.demasiadoLargo', ['max']],
  [/^El valor debe estar entre (\S+) y (\S+)$/, 'validacion.fueraDeRango', ['min', 'max']],
  [/^El valor debe ser como mínimo (\S+)$/, 'validacion.valorMinimo', ['min']],
  [/^El valor debe ser como máximo (\S+)$/, 'validacion.valorMaximo', ['max']],
  [/^El campo (.+) está mal formado$/, 'validacion.campoMalFormado', ['campo']],
];

/**
 * Contract schemas carry their Spanish messages (spec §5 quotes them), shared
 * with the API: Spanish shows them word for word. In English a known message is
 * looked up in the catalogue (the contract's, plus `propios`: a form's own
 * exact messages → full i18n keys); one it does not know (a server's) is shown
 * as it came.
 */
export function useValidationMessage(propios?: ReadonlyMap<string, string>) {
  const { t, i18n } = useTranslation();
  return (mensaje: string | undefined): string | undefined => {
    if (!mensaje || i18n.language !== 'en') return mensaje;
    const clave = propios?.get(mensaje) ?? clavesContrato.get(mensaje);
    if (clave) return t(clave, { mb: SUBIDA_MAX_KB / 1000, defaultValue: mensaje });
    for (const [patron, claveDe, nombres] of patrones) {
      const encontrado = patron.exec(mensaje);
      if (encontrado) {
        const valores = Object.fromEntries(nombres.map((nombre, i) => [nombre, encontrado[i + 1]]));
        return t(claveDe, { ...valores, defaultValue: mensaje });
      }
    }
    return mensaje;
  };
}

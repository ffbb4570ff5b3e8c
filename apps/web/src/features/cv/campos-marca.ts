import type { PublicBrand } from '@puente/contract/brand';
import { CAMPOS_MARCA, type ParteCv, reglaCampo } from '@puente/contract/cv';

type Campos = PublicBrand['campos'];

/** Whether the brand shows a field (spec §1): a hidden one is neither shown nor sent. */
export const esVisible = (campos: Campos, parte: ParteCv, campo: string) => reglaCampo(campos, parte, campo).visible;

/** Whether the brand requires a field: marked with * and refused empty by the same schema as the API. */
export const esRequerido = (campos: Campos, parte: ParteCv, campo: string) => {
  const regla = reglaCampo(campos, parte, campo);
  return regla.visible && regla.requerido;
};

/** The brand-governed fields of a CV part the brand shows, in the contract's order, with their required flag. */
export function camposDeMarca(campos: Campos, parte: ParteCv) {
  return CAMPOS_MARCA[parte]
    .filter((campo) => esVisible(campos, parte, campo))
    .map((campo) => ({ campo, requerido: esRequerido(campos, parte, campo) }));
}

/** Only the values of visible fields: a hidden one never leaves the browser. */
export function soloVisibles<T extends object>(campos: Campos, parte: ParteCv, valores: T): T {
  const gobernados = new Set<string>(CAMPOS_MARCA[parte]);
  return Object.fromEntries(
    Object.entries(valores).filter(([campo]) => !gobernados.has(campo) || esVisible(campos, parte, campo)),
  ) as T;
}

import type { ReactNode } from 'react';
import type { FieldPathByValue } from 'react-hook-form';
import {
  CampoArea as Area,
  type CampoAreaProps,
  type CampoComboboxProps,
  type CampoSelectProps,
  type CampoTextoProps,
  CampoCombobox as Combobox,
  CampoSelect as Select,
  CampoTexto as Texto,
} from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import type { OfertaFormValues } from '../oferta-form-values';

/*
 * The shared fields (components/form) with the names this form has: a typo,
 * or a text field on a yes/no, does not compile.
 */
type NombreTexto = FieldPathByValue<OfertaFormValues, string>;
type NombreBooleano = FieldPathByValue<OfertaFormValues, boolean>;
type ConNombre<P> = Omit<P, 'name'> & { name: NombreTexto };

export const CampoTexto: (props: Omit<ConNombre<CampoTextoProps>, 'deps'> & { deps?: NombreTexto[] }) => ReactNode = Texto;
export const CampoArea: (props: ConNombre<CampoAreaProps>) => ReactNode = Area;
export const CampoSelect: (props: ConNombre<CampoSelectProps>) => ReactNode = Select;
export const CampoCombobox: (props: ConNombre<CampoComboboxProps>) => ReactNode = Combobox;

/** A yes/no with an optional note under it, lined up with the label. */
export function CampoCheck({ name, label, hint }: { name: NombreBooleano; label: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <CampoCasilla name={name} label={label} />
      {hint ? <p className="ps-7.5 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

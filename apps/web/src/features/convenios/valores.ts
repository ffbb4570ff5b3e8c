import { zodResolver } from '@hookform/resolvers/zod';
import { type SolicitudConvenioInput, solicitudConvenioInput } from '@puente/contract/convenios';
import { type IbanParts, ibanPartsSchema, joinIbanParts } from '@puente/contract/validation/iban';
import { MENSAJES } from '@puente/contract/validation/messages';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';

/*
 * What /nuevo-convenio-colaboracion holds while it is filled in: the
 * contract's agreement request (spec §3) with the IBAN as its five boxes
 * (spec §2) instead of the comma-joined text it is sent as. Ids are the
 * selects' strings; the two choices are null until answered. The account
 * saved in the company profile is never in the boxes: while `mantenerIban`
 * (there is one and the user did not choose to change it) the request
 * carries no IBAN and the API uses the profile's.
 */
export interface ValoresConvenio {
  datosFirmante: { nombre: string; apellidos: string; dni: string; cargo: string; email: string; telefono: string };
  idContactoEmpresaGestion: string;
  tramitacionManual: boolean | null;
  requierePedido: boolean;
  pedidoAnual: boolean;
  numeroPedido: string;
  pagoDomiciliado: boolean | null;
  idCuentaFacturacion: string;
  iban: IbanParts;
  mantenerIban: boolean;
}

export const convenioVacio = (conCuentaGuardada = false): ValoresConvenio => ({
  datosFirmante: { nombre: '', apellidos: '', dni: '', cargo: '', email: '', telefono: '' },
  idContactoEmpresaGestion: '',
  tramitacionManual: null,
  requierePedido: false,
  pedidoAnual: false,
  numeroPedido: '',
  pagoDomiciliado: null,
  idCuentaFacturacion: '',
  iban: ['', '', '', '', ''],
  mantenerIban: conCuentaGuardada,
});

/** The five boxes are asked for with direct debit, unless the saved account is kept. */
const pideCajas = (valores: ValoresConvenio) => Boolean(valores.pagoDomiciliado) && !valores.mantenerIban;

/**
 * The request the API takes: the boxes joined with commas, only with direct
 * debit (a transfer needs no IBAN) and a new account (none: the profile's).
 */
export function solicitudDe(valores: ValoresConvenio): SolicitudConvenioInput {
  const { iban, mantenerIban: _mantener, numeroPedido, datosFirmante, ...resto } = valores;
  return {
    ...resto,
    tramitacionManual: valores.tramitacionManual ?? undefined,
    pagoDomiciliado: valores.pagoDomiciliado ?? undefined,
    datosFirmante: {
      ...datosFirmante,
      dni: datosFirmante.dni.trim() || undefined,
      telefono: datosFirmante.telefono.trim() || undefined,
    },
    numeroPedido: valores.requierePedido && valores.pedidoAnual ? numeroPedido : undefined,
    ibanDomiciliacion: pideCajas(valores) ? joinIbanParts(iban) : undefined,
  } as SolicitudConvenioInput;
}

const contrato = zodResolver(solicitudConvenioInput as never) as unknown as Resolver<SolicitudConvenioInput>;
const cajas = z.object({ iban: ibanPartsSchema });
const resolverCajas = zodResolver(cajas as never) as unknown as Resolver<{ iban: IbanParts }>;

/**
 * The contract's schema on the request, plus the five boxes (each required,
 * then one valid IBAN, spec §5) when the payment is by direct debit to a
 * new account. The
 * contract's "number required with an annual order" is an object refinement
 * zod runs only once every field parses: said here with the rest, so a
 * refused submit marks every wrong field at once.
 */
export const resolverConvenio: Resolver<ValoresConvenio, unknown, SolicitudConvenioInput> = async (
  valores,
  contexto,
  opciones,
) => {
  const solicitud = solicitudDe(valores);
  const base = await contrato(solicitud, contexto, opciones as never);
  const errores: FieldErrors<ValoresConvenio> = { ...(base.errors as FieldErrors<ValoresConvenio>) };
  if (pideCajas(valores)) {
    const iban = await resolverCajas({ iban: valores.iban }, contexto, opciones as never);
    Object.assign(errores, iban.errors);
  }
  if (valores.requierePedido && valores.pedidoAnual && !valores.numeroPedido.trim() && !errores.numeroPedido) {
    errores.numeroPedido = { type: 'custom', message: MENSAJES.requerido };
  }
  if (Object.keys(errores).length > 0) return { values: {}, errors: errores };
  return { values: base.values as SolicitudConvenioInput, errors: {} };
};

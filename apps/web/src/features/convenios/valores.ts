import { zodResolver } from '@hookform/resolvers/zod';
import { type SolicitudConvenioInput, solicitudConvenioInput } from '@puente/contract/convenios';
import { type IbanParts, ibanPartsSchema, joinIbanParts, splitIban } from '@puente/contract/validation/iban';
import { MENSAJES } from '@puente/contract/validation/messages';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';

/*
 * What /nuevo-convenio-colaboracion holds while it is filled in: the
 * contract's agreement request (spec §3) with the IBAN as its five boxes
 * (spec §2) instead of the comma-joined text it is sent as. Ids are the
 * selects' strings; the two choices are null until answered.
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
}

export const convenioVacio = (ibanPerfil: string | null = null): ValoresConvenio => ({
  datosFirmante: { nombre: '', apellidos: '', dni: '', cargo: '', email: '', telefono: '' },
  idContactoEmpresaGestion: '',
  tramitacionManual: null,
  requierePedido: false,
  pedidoAnual: false,
  numeroPedido: '',
  pagoDomiciliado: null,
  idCuentaFacturacion: '',
  iban: ibanPerfil ? splitIban(ibanPerfil) : ['', '', '', '', ''],
});

/** The request the API takes: the boxes joined with commas, only with direct debit (a transfer needs no IBAN). */
export function solicitudDe(valores: ValoresConvenio): SolicitudConvenioInput {
  const { iban, numeroPedido, datosFirmante, ...resto } = valores;
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
    ibanDomiciliacion: valores.pagoDomiciliado ? joinIbanParts(iban) : undefined,
  } as SolicitudConvenioInput;
}

const contrato = zodResolver(solicitudConvenioInput as never) as unknown as Resolver<SolicitudConvenioInput>;
const cajas = z.object({ iban: ibanPartsSchema });
const resolverCajas = zodResolver(cajas as never) as unknown as Resolver<{ iban: IbanParts }>;

/**
 * The contract's schema on the request, plus the five boxes (each required,
 * then one valid IBAN, spec §5) when the payment is by direct debit. The
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
  if (valores.pagoDomiciliado) {
    const iban = await resolverCajas({ iban: valores.iban }, contexto, opciones as never);
    Object.assign(errores, iban.errors);
  }
  if (valores.requierePedido && valores.pedidoAnual && !valores.numeroPedido.trim() && !errores.numeroPedido) {
    errores.numeroPedido = { type: 'custom', message: MENSAJES.requerido };
  }
  if (Object.keys(errores).length > 0) return { values: {}, errors: errores };
  return { values: base.values as SolicitudConvenioInput, errors: {} };
};

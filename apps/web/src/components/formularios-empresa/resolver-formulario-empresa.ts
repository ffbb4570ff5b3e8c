import { zodResolver } from '@hookform/resolvers/zod';
import { ID_PAIS_ESPANA } from '@puente/contract/constants';
import { MENSAJES } from '@puente/contract/validation/messages';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ValoresDireccion } from './valores-contacto';

/**
 * The contract's rule "Spain takes a listed province, anywhere else a typed
 * one" is an object refinement, which zod runs only once every field parses;
 * the form says it with the rest, so a refused submit names every field at once.
 */
function provinciaQueFalta(valores: FieldValues): { campo: string } | null {
  if (!('idPais' in valores)) return null;
  const { idPais, idProvincia } = valores as Partial<ValoresDireccion>;
  if (!idPais) return null;
  if (Number(idPais) === ID_PAIS_ESPANA) return idProvincia ? null : { campo: 'idProvincia' };
  // A fiscal account (spec §3 New fiscal account) spells the typed province `Provincia`.
  const campo = 'Provincia' in valores ? 'Provincia' : 'provincia';
  const escrita: unknown = valores[campo];
  return typeof escrita === 'string' && escrita.trim() ? null : { campo };
}

/** zodResolver on a contract schema, plus the address rule above while other fields are still wrong. */
export function resolverFormularioEmpresa<V extends FieldValues, O>(schema: z.ZodType<O>): Resolver<V, unknown, O> {
  const base = zodResolver(schema as never) as unknown as Resolver<V, unknown, O>;
  return async (valores, contexto, opciones) => {
    const resultado = await base(valores, contexto, opciones);
    const falta = provinciaQueFalta(valores);
    if (!falta || Object.keys(resultado.errors).length === 0 || falta.campo in resultado.errors) return resultado;
    return {
      values: {},
      errors: { ...resultado.errors, [falta.campo]: { type: 'custom', message: MENSAJES.requerido } },
    } as typeof resultado;
  };
}

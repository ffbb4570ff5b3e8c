import { createContext, type ReactNode, useContext } from 'react';
import { type FieldValues, get, useFormContext } from 'react-hook-form';
import { useValidationMessage } from '@/lib/validation-message';

/** Turns a schema's Spanish message into the reader's language (each form family adds its own exact messages). */
export type TraducirMensaje = (mensaje: string | undefined) => string | undefined;

interface CamposFormularioValor {
  prefijo: string;
  mensaje: TraducirMensaje;
}

const CamposContext = createContext<CamposFormularioValor | null>(null);

/**
 * What every field of one form shares: the prefix of its ids (several forms
 * can be on one page; the ids are what the form helper focuses on a refused
 * submit) and the translation of its validation messages.
 */
export function CamposFormulario({ prefijo, mensaje, children }: CamposFormularioValor & { children: ReactNode }) {
  return <CamposContext.Provider value={{ prefijo, mensaje }}>{children}</CamposContext.Provider>;
}

/**
 * The usual `CamposFormulario`: the contract's messages in the reader's language, plus a form family's own exact
 * messages (`propios`: Spanish text → full i18n key), so each form family says only what is its own.
 */
export function CamposConMensajes({
  prefijo,
  propios,
  children,
}: {
  prefijo: string;
  propios?: ReadonlyMap<string, string>;
  children: ReactNode;
}) {
  const mensaje = useValidationMessage(propios);
  return (
    <CamposFormulario prefijo={prefijo} mensaje={mensaje}>
      {children}
    </CamposFormulario>
  );
}

function useCampos() {
  const campos = useContext(CamposContext);
  // A missing provider would give ids no form helper finds and untranslated messages: fail where it is written.
  if (!campos) throw new Error('The form fields need a <CamposFormulario> around them');
  return campos;
}

/** A nested name ("datosFirmante.nombre") gives "prefix-datosFirmante-nombre": ids stay plain in CSS selectors. */
export function useIdCampo(name: string) {
  return `${useCampos().prefijo}-${name.replaceAll('.', '-')}`;
}

/** The field's message, in the reader's language. */
export function useErrorCampo(name: string) {
  const {
    formState: { errors },
  } = useFormContext<FieldValues>();
  const { mensaje } = useCampos();
  // get(): nested names (the agreement's signer) read their error where the form library keeps it.
  const error = get(errors, name) as { message?: unknown } | undefined;
  return mensaje(typeof error?.message === 'string' ? error.message : undefined);
}

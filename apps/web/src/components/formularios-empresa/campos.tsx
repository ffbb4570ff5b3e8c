import type { ReactNode } from 'react';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { useMensajeFormulario } from './use-mensaje-formulario';

/**
 * The company forms' fields (components/form) with their ids' prefix (the
 * sign-up's two forms, or /mi-empresa's and its new contact dialog, are on
 * one page) and the company forms' own messages.
 */
export function PrefijoCampos({ value, children }: { value: string; children: ReactNode }) {
  const mensaje = useMensajeFormulario();
  return (
    <CamposFormulario prefijo={value} mensaje={mensaje}>
      {children}
    </CamposFormulario>
  );
}

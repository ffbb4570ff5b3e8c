import { useValidationMessage } from '@/lib/validation-message';

/** The company forms' own exact messages (the contract's nick and job-fair year rules), on top of the contract's catalogue. */
const propios = new Map<string, string>([
  [
    'El nombre de usuario solo admite letras sin tilde, números, punto, guion y guion bajo',
    'formulariosEmpresa.validacion.nickCaracteres',
  ],
  ['El año no es válido', 'formulariosEmpresa.validacion.anio'],
]);

/** A company form's messages: Spanish word for word (spec §5), English from the catalogue. */
export function useMensajeFormulario() {
  return useValidationMessage(propios);
}

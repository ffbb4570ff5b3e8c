import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Forms that take the company (or student) to the first invalid field and
 * speak one summary (lib/use-form-feedback) wrap their fields in this scope:
 * inside it a <Field> names itself in its message and does not raise an
 * alert of its own, so a refused submit is not fourteen alerts at once.
 */
const FormFeedbackContext = createContext(false);

export function FormFeedbackScope({ children }: { children: ReactNode }) {
  return <FormFeedbackContext.Provider value={true}>{children}</FormFeedbackContext.Provider>;
}

export const useInFormFeedbackScope = () => useContext(FormFeedbackContext);

/** "Este campo…" → "este campo…", but an acronym ("DNI no válido") keeps its capitals. */
function lowerFirst(text: string) {
  const [first = '', second = ''] = text;
  return second && second === second.toLocaleUpperCase() && second !== second.toLocaleLowerCase()
    ? text
    : first.toLocaleLowerCase() + text.slice(1);
}

/** 'Título de la oferta' + 'Este campo es requerido' → 'Título de la oferta: este campo es requerido', per language. */
export function useNamedError() {
  const { t } = useTranslation();
  return (label: string, message: string) => t('formulario.errorDeCampo', { campo: label, mensaje: lowerFirst(message) });
}

/** The form's one live region: the summary of a refused submit, spoken once per attempt. */
export function ErrorAnnouncer({ text }: { text: string }) {
  return (
    <p role="status" aria-atomic="true" className="sr-only" data-testid="resumen-errores">
      {text}
    </p>
  );
}

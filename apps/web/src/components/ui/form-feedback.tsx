import { createContext, type ReactNode, useContext } from 'react';

/**
 * Forms that take the company (or student) to the first invalid field and
 * speak one summary (lib/use-form-feedback) wrap their fields in this scope:
 * inside it a <Field> does not raise an alert of its own, so a refused submit
 * is not fourteen alerts at once. Its message stays the spec's own words
 * ('Este campo es requerido'): the field's name reaches a screen reader as the
 * control's name, the message as its description (aria-describedby), and the
 * summary names the first invalid field.
 */
const FormFeedbackContext = createContext(false);

export function FormFeedbackScope({ children }: { children: ReactNode }) {
  return <FormFeedbackContext.Provider value={true}>{children}</FormFeedbackContext.Provider>;
}

export const useInFormFeedbackScope = () => useContext(FormFeedbackContext);

/** The form's one live region: the summary of a refused submit, spoken once per attempt. */
export function ErrorAnnouncer({ text }: { text: string }) {
  return (
    <p role="status" aria-atomic="true" className="sr-only" data-testid="resumen-errores">
      {text}
    </p>
  );
}

import { useEffect } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';

/**
 * A page's address from its title, as staff would write it: lower case, no accents, words joined by hyphens (the
 * contract's `urlAcceso` rule), at most 100 characters.
 */
export function urlDeTitulo(titulo: string): string {
  return titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/**
 * In a form with `titulo` and `urlAcceso` (an event, a programme, a survey): while the address of a new one has
 * not been written by hand, it follows the title.
 */
export function UrlDesdeTitulo() {
  const { control, setValue, formState } = useFormContext<FieldValues>();
  const titulo = useWatch({ control, name: 'titulo' }) as string;
  const escrita = Boolean(formState.dirtyFields.urlAcceso);
  const conError = Boolean(formState.errors.urlAcceso);
  useEffect(() => {
    if (!escrita) setValue('urlAcceso', urlDeTitulo(titulo ?? ''), { shouldValidate: conError });
  }, [titulo, escrita, conError, setValue]);
  return null;
}

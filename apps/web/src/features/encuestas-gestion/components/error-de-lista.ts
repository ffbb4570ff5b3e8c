import { useErrorCampo } from '@/components/form/campos-formulario';

/**
 * The message of a list of the form (the questions, a question's answers): the resolver files a rule on a
 * field array under its `root`, a refusal from the server on the list's own name.
 */
export function useErrorDeLista(name: string) {
  const propio = useErrorCampo(name);
  const raiz = useErrorCampo(`${name}.root`);
  return propio ?? raiz;
}

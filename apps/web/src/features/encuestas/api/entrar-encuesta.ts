import type { LogaUsuarioEncuestaInput } from '@puente/contract/encuestas';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { guardarEncuestaEnCurso } from './token-encuesta';

type Entrada =
  | { modo: 'enlace'; id: number; querystringValue: string }
  | { modo: 'usuario'; datos: LogaUsuarioEncuestaInput }
  | { modo: 'anonimo'; id: number };

/**
 * The three ways in that give a survey token (accesoEncuesta, logaUsuario,
 * logaAnonimo): the token is kept under the survey's own key. A refusal
 * (35–39, 3…) shows its catalogue banner through the query client.
 */
export function useEntrarEncuesta() {
  return useMutation({
    mutationFn: async (entrada: Entrada) => {
      const token =
        entrada.modo === 'enlace'
          ? await fetchData('accesoEncuesta', { id: entrada.id, querystringValue: entrada.querystringValue }, { token: null })
          : entrada.modo === 'usuario'
            ? await fetchData('logaUsuarioEncuesta', entrada.datos, { token: null })
            : await fetchData('logaAnonimo', { id: entrada.id }, { token: null });
      guardarEncuestaEnCurso(token);
      return token;
    },
  });
}

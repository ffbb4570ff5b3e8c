import { useMutation } from '@tanstack/react-query';
import { mostrarErrorEncuesta } from './mostrar-error';
import { guardarEncuestaEnCurso, llamarEncuesta } from './token-encuesta';

/** GET /api/Encuestas/guardaAceptacionRGPD: a new survey token that remembers the acceptance. */
export function useAceptarRgpdEncuesta() {
  return useMutation({
    mutationFn: async () => {
      const token = await llamarEncuesta('guardaAceptacionRGPD', {});
      guardarEncuestaEnCurso(token);
      return token;
    },
    meta: { silencioso: true },
    onError: mostrarErrorEncuesta,
  });
}

import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Publico/saml/inicio: the university IdP's URL with the AuthnRequest; `ruta` comes back as RelayState. */
export const samlInicio = (ruta?: string) => fetchData('samlInicio', ruta ? { ruta } : {});

/** POST /api/Alumno/validaRespuestaLoginIntegrado: the IdP's response in, a login answer out (like logaUsuario). */
export const loginIntegrado = (respuesta: string) => fetchData('loginIntegrado', { respuesta });

export const useLoginIntegrado = () => useMutation({ mutationFn: loginIntegrado });

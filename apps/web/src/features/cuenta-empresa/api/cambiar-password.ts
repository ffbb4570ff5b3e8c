import { useMutation } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { getSession, getStoredValue, saveLogin, storageKeys } from '@/lib/session';

/**
 * POST /api/Empresa/editaUsuario → 521 (its banner). The change ends every
 * earlier session of the contact, this one's token included, and answers a
 * new token: it replaces the stored one before anything else is called, with
 * the rest of the session as it was (as the company switcher does).
 */
export const useCambiarPassword = () =>
  useMutation({
    mutationFn: (input: ApiInput<'passwordEmpresa'>) => fetchData('passwordEmpresa', input),
    meta: silencioso,
    onSuccess: ({ token }) => {
      const session = getSession();
      saveLogin(
        { token, conPracticas: session.hasPracticas, conEmpleo: session.hasEmpleo, primerAcceso: session.primerAcceso },
        'Empresa',
        {
          remember: getStoredValue(storageKeys.remember) !== 'false',
          godMode: session.godMode,
          loggedby: getStoredValue(storageKeys.loggedby) === 'saml' ? 'saml' : 'server',
        },
      );
    },
  });

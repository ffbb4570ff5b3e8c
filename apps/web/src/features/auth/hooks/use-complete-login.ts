import type { LoginOutput } from '@puente/contract/endpoints/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearError } from '@/lib/error-banner-store';
import { type SessionUserType, saveLogin, takeReturnUrl } from '@/lib/session';

/** Stores the final token and goes to the saved pre-login path, else the user's home: /gestion for staff (spec §4). */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    data: LoginOutput,
    role: SessionUserType,
    options: { remember: boolean; godMode?: boolean; loggedby?: 'server' | 'saml' },
  ) => {
    // Cached answers belong to whoever was logged in before.
    queryClient.clear();
    saveLogin(data, role, options);
    clearError();
    navigate(options.godMode ? '/' : takeReturnUrl(role), { replace: true });
  };
}

import type { LoginOutput } from '@puente/contract/endpoints/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearError } from '@/lib/error-banner-store';
import { saveLogin, takeReturnUrl, type UserType } from '@/lib/session';

/** Stores the final token and goes to the saved pre-login path, else home (spec §4). */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (data: LoginOutput, role: UserType, options: { remember: boolean; godMode?: boolean; loggedby?: 'server' | 'saml' }) => {
    // Cached answers belong to whoever was logged in before.
    queryClient.clear();
    saveLogin(data, role, options);
    clearError();
    navigate(options.godMode ? '/' : takeReturnUrl(), { replace: true });
  };
}

import { callApi } from '@/lib/api-client';

/**
 * POST /api/Sesion/logout revokes the token server-side. The local logout must
 * happen whatever the answer, so this never throws and never shows a banner.
 */
export async function revokeSession(token: string) {
  try {
    await callApi('logout', {}, { token, signal: AbortSignal.timeout(5000) });
  } catch {
    // Timed out or offline: the token still expires on its own.
  }
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearError, SESSION_LOST, showError } from '@/lib/error-banner-store';
import { salirDeModoDios } from '@/lib/session';
import { cerrarSesionDios } from '../api/modo-dios';

/**
 * "Volver a gestión" (decision 038): the staff session comes back and the member returns to the page god mode
 * started from (or to /login/gestion, saying the session expired, when it has), then the god-mode token is
 * logged out. The person's cached answers go once their screens are gone, so none shows to the next one.
 */
export function useVolverAGestion() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [volviendo, setVolviendo] = useState(false);
  const volver = async () => {
    if (volviendo) return;
    setVolviendo(true);
    await queryClient.cancelQueries();
    const { destino, tokenDios, vigente } = salirDeModoDios();
    if (vigente) clearError();
    else showError(SESSION_LOST);
    await navigate(destino);
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    if (tokenDios) await cerrarSesionDios(tokenDios);
  };
  return { volver, volviendo };
}

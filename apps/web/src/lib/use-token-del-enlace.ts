import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const leerToken = (search: string) => {
  const token = new URLSearchParams(search).get('token');
  return token === null ? null : token.trim();
};

/**
 * The `?token=` of an e-mailed link, read once and then dropped from the
 * address (a replace, so no history entry keeps it): the link is a
 * credential until it is used, and an address is kept in history, synced
 * across devices and may leave in a Referer. The page keeps it in state; a
 * second link opened in the same tab replaces it.
 */
export function useTokenDelEnlace(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => leerToken(location.search) ?? '');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the query changes; the rest is read, not watched.
  useEffect(() => {
    const nuevo = leerToken(location.search);
    if (nuevo === null) return;
    setToken(nuevo);
    const resto = new URLSearchParams(location.search);
    resto.delete('token');
    const search = resto.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [location.search]);

  return token;
}

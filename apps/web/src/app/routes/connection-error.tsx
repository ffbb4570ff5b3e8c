import { useLocation } from 'react-router';
import { ConnectionErrorPage } from '@/features/connection-error/components/connection-error-page';

export default function ConnectionErrorRoute() {
  const state: unknown = useLocation().state;
  const from =
    typeof state === 'object' && state !== null && 'desde' in state && typeof state.desde === 'string' ? state.desde : undefined;
  return <ConnectionErrorPage retryHref={from} />;
}

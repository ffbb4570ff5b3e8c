import { useParams } from 'react-router';
import { LoginPage, type LoginTab } from '@/features/auth/components/login-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { useAvisoAlLlegar } from './use-aviso-al-llegar';

/**
 * /login, /login/empresas and /login/{id}. Our reading of the "specific login":
 * a numeric id is a company id (the company tab with that company already
 * chosen), 'alumnos' opens the student tab; see docs/routes.md.
 */
function readTarget(pathname: string, id: string | undefined): { tab: LoginTab; companyId?: number } {
  if (pathname === '/login/empresas') return { tab: 'empresas' };
  if (id && /^\d+$/.test(id) && Number(id) > 0) return { tab: 'empresas', companyId: Number(id) };
  return { tab: 'alumnos' };
}

export default function LoginRoute() {
  const def = useCurrentRoute();
  const { id } = useParams();
  // 504 after registering, 508 after a password reset.
  useAvisoAlLlegar();
  const target = readTarget(def?.path ?? '/login', id);
  return (
    <LoginPage
      key={`${target.tab}-${target.companyId ?? ''}`}
      initialTab={target.tab}
      companyId={target.companyId}
      heading={def ? <PageHeading def={def} /> : null}
    />
  );
}

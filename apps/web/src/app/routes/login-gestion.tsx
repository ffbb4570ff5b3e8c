import { StaffLoginPage } from '@/features/auth/components/staff-login-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';

/** /login/gestion: the staff's sign-in; they land on /gestion. */
export default function LoginGestionRoute() {
  const def = useCurrentRoute();
  return <StaffLoginPage heading={def ? <PageHeading def={def} /> : null} />;
}

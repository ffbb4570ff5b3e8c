import { LogoutPage } from '@/features/auth/components/logout-page';

export default function LogoutRoute() {
  return <LogoutPage />;
}

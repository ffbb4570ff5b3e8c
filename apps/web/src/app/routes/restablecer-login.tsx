import { RestablecerLoginPage } from '@/features/claves-empresa/components/restablecer-login-page';

export default function RestablecerLoginRoute() {
  return <RestablecerLoginPage />;
}

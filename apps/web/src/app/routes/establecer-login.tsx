import { EstablecerLoginPage } from '@/features/claves-empresa/components/establecer-login-page';

export default function EstablecerLoginRoute() {
  return <EstablecerLoginPage />;
}

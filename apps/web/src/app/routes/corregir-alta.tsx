import { SolicitarCuentaPage } from '@/features/cuenta-empresa/components/solicitar-cuenta-page';
import { CorregirAltaPage } from '@/features/reenvio-alta/components/corregir-alta-page';

/**
 * /alta-empresa/corregir?token=: a rejected company sign-up corrected and
 * resent once. The page (features/reenvio-alta) reads the link and shows the
 * reason; the steps are the sign-up's own (features/cuenta-empresa) starting
 * from what the company sent.
 */
export default function CorregirAltaRoute() {
  return (
    <CorregirAltaPage
      formulario={({ alta, enviar, onEnviada, textos }) => (
        <SolicitarCuentaPage correccion={{ alta, enviar, textos }} onEnviada={onEnviada} />
      )}
    />
  );
}

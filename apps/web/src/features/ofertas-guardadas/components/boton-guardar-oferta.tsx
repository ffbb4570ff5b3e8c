import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAlternarGuardada, useEstaGuardada } from '../api/ofertas-guardadas';

export interface BotonGuardarOfertaProps {
  urlAcceso: string;
  titulo: string;
  /** `icono`: the round heart of a card (its name says which offer); `texto`: the detail's button with its word. */
  forma?: 'icono' | 'texto';
}

/**
 * The heart that saves an offer or stops saving it: a toggle button (aria-pressed), the same on every card and
 * detail, reading one shared list of saved offers.
 */
export function BotonGuardarOferta({ urlAcceso, titulo, forma = 'icono' }: BotonGuardarOfertaProps) {
  const { t } = useTranslation();
  const guardada = useEstaGuardada(urlAcceso);
  const alternar = useAlternarGuardada();
  const pulsar = () => alternar.mutate({ urlAcceso, titulo, guardar: !guardada });
  const corazon = (
    <Heart aria-hidden="true" className={cn('transition-colors', guardada ? 'fill-current text-danger' : 'text-muted')} />
  );
  if (forma === 'texto') {
    return (
      <Button variant="outline" aria-pressed={guardada} onClick={pulsar} className="w-full">
        {corazon}
        {guardada ? t('ofertasGuardadas.boton.guardada') : t('ofertasGuardadas.boton.guardar')}
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={guardada}
      aria-label={t('ofertasGuardadas.boton.guardarOferta', { oferta: titulo })}
      title={guardada ? t('ofertasGuardadas.boton.quitar') : t('ofertasGuardadas.boton.guardar')}
      onClick={pulsar}
      className="relative z-10 -my-2 -me-2 [&_svg]:size-5"
    >
      {corazon}
    </Button>
  );
}

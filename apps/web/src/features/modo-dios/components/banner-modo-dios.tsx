import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useVolverAGestion } from '../hooks/use-volver-a-gestion';

/**
 * While a staff member acts as someone (decision 038), on every page of the portal: who acts as whom and why,
 * and "Volver a gestión". The shell puts it inside its sticky header, so neither a scroll nor a dialog's scroll
 * lock takes it out of view. Its words are a polite live region filled after it mounts, so a screen reader
 * says them once when god mode starts, not on every page.
 */
export function BannerModoDios() {
  const { t } = useTranslation();
  const session = useSession();
  const { volver, volviendo } = useVolverAGestion();
  const [anunciar, setAnunciar] = useState(false);
  useEffect(() => setAnunciar(true), []);
  const modo = session.modoDios;
  if (!modo) return null;
  const como = t('layout.modoDios.como', { nombre: modo.como.nombre, tipo: t(`layout.modoDios.tipos.${modo.como.tipo}`) });
  return (
    <div data-modo-dios="" className="border-b border-warning/40 bg-warning-bg text-warning">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2 sm:flex-nowrap sm:px-6">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
        <div role="status" aria-live="polite" className="min-w-0 flex-1 text-sm leading-snug max-sm:basis-[calc(100%-2rem)]">
          {anunciar ? (
            <>
              <p className="font-semibold text-fg">
                {session.token
                  ? t('layout.modoDios.actuando', { gestor: modo.gestor, como })
                  : t('layout.modoDios.terminada', { como })}
              </p>
              <p className="line-clamp-1 text-fg" title={modo.motivo}>
                {t('layout.modoDios.motivo', { motivo: modo.motivo })}
              </p>
            </>
          ) : null}
        </div>
        <Button
          variant="outline"
          size="sm"
          className="ms-auto"
          onClick={() => void volver()}
          disabled={volviendo}
          aria-busy={volviendo || undefined}
        >
          <ArrowLeft aria-hidden="true" />
          {volviendo ? t('layout.modoDios.volviendo') : t('layout.modoDios.volver')}
        </Button>
      </div>
    </div>
  );
}

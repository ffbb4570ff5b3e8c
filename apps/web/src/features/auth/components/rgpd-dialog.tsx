import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface RgpdDialogProps {
  texto: string;
  enlace: string | null;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** Blocking RGPD acceptance (spec §4): no close button, Escape or outside click; only accept or decline. */
export function RgpdDialog({ texto, enlace, busy, onAccept, onDecline }: RgpdDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      dismissible={false}
      title={
        <span className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          {t('auth.rgpd.titulo')}
        </span>
      }
      description={t('auth.rgpd.intro')}
      footer={
        <>
          <Button variant="outline" onClick={onDecline} disabled={busy}>
            {t('auth.rgpd.rechazar')}
          </Button>
          <Button onClick={onAccept} disabled={busy} aria-busy={busy}>
            {t('auth.rgpd.aceptar')}
          </Button>
        </>
      }
    >
      <div className="max-h-[40dvh] overflow-y-auto rounded-xl border border-border bg-bg p-4 text-sm leading-relaxed whitespace-pre-line text-fg">
        {texto}
      </div>
      {enlace ? (
        <a
          href={enlace}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-2"
        >
          {t('auth.rgpd.leerCompleto')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('ui.abreEnPestana')}</span>
        </a>
      ) : null}
    </Dialog>
  );
}

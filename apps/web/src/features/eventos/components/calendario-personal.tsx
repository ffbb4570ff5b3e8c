import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useEnlaceCalendario } from '../api/enlace-calendario';
import { useRenovarEnlaceCalendario } from '../api/renovar-enlace-calendario';

/**
 * The student's subscribable calendar: its secret address with "copy", and
 * "make a new address" (with a confirmation) that invalidates the old one.
 */
export function CalendarioPersonal() {
  const { t } = useTranslation();
  const id = useId();
  const enlace = useEnlaceCalendario(true);
  const renovar = useRenovarEnlaceCalendario();
  const copiar = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('eventos.calendario.copiado'), tone: 'success' });
    } catch {
      toast({ title: t('eventos.calendario.noCopiado'), tone: 'danger' });
    }
  };
  return (
    <Card aria-labelledby={`${id}-titulo`} className="flex flex-col gap-3">
      <h2 id={`${id}-titulo`} className="flex items-center gap-2 text-lg font-semibold text-fg">
        <CalendarPlus aria-hidden="true" className="size-5 text-primary" />
        {t('eventos.calendario.titulo')}
      </h2>
      <p className="text-sm text-muted">{t('eventos.calendario.texto')}</p>
      {enlace.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : enlace.isError ? (
        <p className="text-sm text-muted">{t('eventos.calendario.error')}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-url`} className="sr-only">
            {t('eventos.calendario.etiqueta')}
          </label>
          <Input
            id={`${id}-url`}
            readOnly
            value={enlace.data.url}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 font-mono text-xs"
          />
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => copiar(enlace.data.url)}>
              <Copy aria-hidden="true" />
              {t('eventos.calendario.copiar')}
            </Button>
            <ConfirmDialog
              title={t('eventos.calendario.renovarTitulo')}
              description={t('eventos.calendario.renovarTexto')}
              trigger={
                <Button variant="ghost">
                  <RefreshCw aria-hidden="true" />
                  {t('eventos.calendario.renovar')}
                </Button>
              }
              cancelLabel={t('eventos.inscripcion.cancelar')}
              confirmLabel={t('eventos.calendario.renovarConfirmar')}
              pendingLabel={t('eventos.calendario.renovando')}
              onConfirm={async () => {
                await renovar.mutateAsync();
                toast({ title: t('eventos.calendario.renovado'), tone: 'success' });
              }}
            />
          </div>
        </div>
      )}
    </Card>
  );
}

import type { Notificacion } from '@puente/contract/endpoints/notificaciones';
import { BellOff, CheckCheck, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { UserType } from '@/lib/session';
import { useEliminar, useEliminarTodas, useMarcarLeida, useMarcarTodas } from '../api/acciones-notificaciones';
import { sinLeer, useNotificaciones } from '../api/get-notificaciones';
import { NotificacionItem } from './notificacion-item';

export interface NotificacionesPanelProps {
  role: UserType;
  /** Closes the panel (after following an in-app link). */
  onNavegar: () => void;
}

/**
 * The panel of spec §2 behind the bell: 'Importantes' first, then 'Otras
 * notificaciones'; unread ones carry a mark; open, delete one or delete all.
 * The same panel serves students and companies through each role's endpoints.
 */
export function NotificacionesPanel({ role, onNavegar }: NotificacionesPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const { data, isPending, isError, refetch } = useNotificaciones(role);
  const marcarLeida = useMarcarLeida(role);
  const eliminar = useEliminar(role);
  const eliminarTodas = useEliminarTodas(role);
  const marcarTodas = useMarcarTodas(role);
  const [confirmando, setConfirmando] = useState(false);
  // Focus follows the footer as it switches between the button and its question.
  const tituloRef = useRef<HTMLHeadingElement>(null);
  const botonTodasRef = useRef<HTMLButtonElement>(null);
  const pendientes = sinLeer(data);

  // The panel opens on its heading, not on the first delete button (issue 10). This runs before the
  // popover's own focus-on-open, which leaves focus alone when it is already inside.
  useEffect(() => {
    tituloRef.current?.focus();
  }, []);

  const grupos: { key: 'importantes' | 'otras'; items: Notificacion[] }[] = [
    { key: 'importantes', items: data?.filter((n) => n.Importante) ?? [] },
    { key: 'otras', items: data?.filter((n) => !n.Importante) ?? [] },
  ];

  return (
    <div className="flex max-h-[min(36rem,calc(100dvh-6rem))] flex-col">
      <header className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <h2 id={`${id}-titulo`} ref={tituloRef} tabIndex={-1} className="rounded-sm font-semibold text-fg outline-none">
          {t('notificaciones.titulo')}
        </h2>
        {pendientes > 0 ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
            {t('notificaciones.pendientes', { count: pendientes })}
          </span>
        ) : null}
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {isPending ? (
          <div role="status" className="flex flex-col gap-3 p-4">
            <span className="sr-only">{t('notificaciones.cargando')}</span>
            {[0, 1, 2].map((n) => (
              <div key={n} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-full" />
              </div>
            ))}
          </div>
        ) : isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
            <p className="text-sm text-muted">{t('notificaciones.error')}</p>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t('notificaciones.reintentar')}
            </Button>
          </div>
        ) : data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-subtle text-primary">
              <BellOff aria-hidden="true" className="size-5" />
            </span>
            <p className="font-medium text-fg">{t('notificaciones.vacioTitulo')}</p>
            <p className="text-sm text-muted">{t('notificaciones.vacioTexto')}</p>
          </div>
        ) : (
          grupos
            .filter((grupo) => grupo.items.length > 0)
            .map((grupo) => (
              <section key={grupo.key} aria-labelledby={`${id}-${grupo.key}`}>
                <h3
                  id={`${id}-${grupo.key}`}
                  className="sticky top-0 z-20 border-b border-border bg-surface px-4 pt-3 pb-2 text-xs font-semibold tracking-wide text-muted uppercase"
                >
                  {t(`notificaciones.${grupo.key}`)}
                </h3>
                <ul className="divide-y divide-border">
                  {grupo.items.map((n) => (
                    <NotificacionItem
                      key={n.idNotificacion}
                      notificacion={n}
                      onLeer={() => marcarLeida.mutate(n.idNotificacion)}
                      onEliminar={() => eliminar.mutate(n.idNotificacion)}
                      onNavegar={onNavegar}
                    />
                  ))}
                </ul>
              </section>
            ))
        )}
      </div>

      {data && data.length > 0 ? (
        <footer className="border-t border-border px-4 py-3">
          {confirmando ? (
            <div className="flex flex-col gap-2">
              <p id={`${id}-confirmar`} className="text-sm font-medium text-fg">
                {t('notificaciones.confirmarTodas')}
              </p>
              <div className="flex justify-end gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setConfirmando(false);
                    requestAnimationFrame(() => botonTodasRef.current?.focus());
                  }}
                >
                  {t('ui.cancelar')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  autoFocus
                  onClick={() => {
                    eliminarTodas.mutate(undefined);
                    setConfirmando(false);
                    tituloRef.current?.focus();
                  }}
                >
                  {t('notificaciones.eliminarTodasSi')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              {pendientes > 0 ? (
                <Button
                  size="sm"
                  variant="bare"
                  className="text-primary hover:bg-subtle"
                  onClick={() => {
                    marcarTodas.mutate(undefined);
                    // The button goes once nothing is unread: focus stays in the panel.
                    tituloRef.current?.focus();
                  }}
                >
                  <CheckCheck aria-hidden="true" />
                  {t('notificaciones.marcarTodas')}
                </Button>
              ) : null}
              <Button
                ref={botonTodasRef}
                size="sm"
                variant="bare"
                className="text-danger hover:bg-danger-bg"
                onClick={() => setConfirmando(true)}
              >
                <Trash2 aria-hidden="true" />
                {t('notificaciones.eliminarTodas')}
              </Button>
            </div>
          )}
        </footer>
      ) : null}
    </div>
  );
}

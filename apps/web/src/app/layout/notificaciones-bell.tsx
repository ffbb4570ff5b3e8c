import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { NotificacionesPanel } from '@/features/notificaciones/components/notificaciones-panel';
import { usePanelNotificaciones } from '@/features/notificaciones/hooks/use-panel-notificaciones';
import type { UserType } from '@/lib/session';

/** The bell of spec §2 and its notifications panel, for whichever role is logged in. */
export function NotificacionesBell({ role, unread, buttonClass }: { role: UserType; unread: number; buttonClass: string }) {
  const { t } = useTranslation();
  const panel = usePanelNotificaciones(role);
  const [open, setOpen] = useState(false);
  const label = unread > 0 ? t('layout.header.notificacionesSinLeer', { count: unread }) : t('layout.header.notificaciones');
  const cambiar = (next: boolean) => {
    setOpen(next);
    if (next) panel.abrir();
    else panel.cerrar();
  };
  return (
    <Popover
      open={open}
      onOpenChange={cambiar}
      aria-label={t('layout.header.notificaciones')}
      className="!w-[26rem] !p-0"
      trigger={
        <Button variant="bare" size="icon" aria-label={label} className={`relative ${buttonClass}`}>
          <Bell aria-hidden="true" className="!size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="contador-notificaciones"
              className="absolute end-1 top-1 flex min-w-4.5 items-center justify-center rounded-full bg-danger px-1 text-[0.65rem] font-bold leading-4.5 text-danger-fg"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      }
    >
      <NotificacionesPanel role={role} onNavegar={() => cambiar(false)} />
    </Popover>
  );
}

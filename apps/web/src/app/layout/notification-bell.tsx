import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';

/**
 * The bell of spec §2. The panel (important first, mark read, delete) is built
 * by the notifications issue; until then it explains where notices will appear.
 */
export function NotificationBell({ unread, buttonClass }: { unread: number; buttonClass: string }) {
  const { t } = useTranslation();
  const label = unread > 0 ? t('layout.header.notificacionesSinLeer', { count: unread }) : t('layout.header.notificaciones');
  return (
    <Popover
      aria-label={t('layout.header.notificaciones')}
      trigger={
        <Button variant="bare" size="icon" aria-label={label} className={`relative ${buttonClass}`}>
          <Bell aria-hidden="true" className="!size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute end-1 top-1 flex min-w-4.5 items-center justify-center rounded-full bg-danger px-1 text-[0.65rem] font-bold leading-4.5 text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-subtle text-primary">
          <Bell aria-hidden="true" className="size-5" />
        </span>
        <p className="font-medium text-fg">{t('layout.header.panelVacio')}</p>
        <p className="text-sm text-muted">{t('layout.header.panelAviso')}</p>
      </div>
    </Popover>
  );
}

import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { SideMenu } from './side-menu';

export interface MenuMovilProps {
  /** The header's greeting, a link to the profile, at the top of the drawer. */
  greeting: string | null;
  profilePath: string;
  buttonClass: string;
}

/** The side menu as a drawer below 1024 px, opened from the header's menu button (logged-in users only). */
export function MenuMovil({ greeting, profilePath, buttonClass }: MenuMovilProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      side="start"
      title={t('layout.menu.titulo')}
      trigger={
        <Button variant="bare" size="icon" className={cn('lg:hidden', buttonClass)} aria-label={t('layout.header.abrirMenu')}>
          <Menu aria-hidden="true" className="!size-5" />
        </Button>
      }
    >
      {greeting ? (
        <Link
          to={profilePath}
          onClick={() => setOpen(false)}
          className="rounded-lg bg-subtle px-3 py-2.5 text-sm font-semibold text-fg"
        >
          {greeting}
        </Link>
      ) : null}
      <SideMenu id="menu-movil" onNavigate={() => setOpen(false)} />
    </Dialog>
  );
}

import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { setDarkMode, useDarkMode } from '@/lib/dark-mode';
import { useHidratado } from '@/lib/use-hidratado';

export function DarkModeToggle({ buttonClass }: { buttonClass: string }) {
  const { t } = useTranslation();
  const dark = useDarkMode();
  // On a pre-rendered page the press would be lost until React runs (lib/use-hidratado.ts).
  const hidratado = useHidratado();
  return (
    <Button
      variant="bare"
      size="icon"
      className={buttonClass}
      aria-pressed={dark}
      disabled={!hidratado}
      aria-label={t('layout.header.modoOscuro')}
      title={dark ? t('layout.cambiarAModoClaro') : t('layout.cambiarAModoOscuro')}
      onClick={() => setDarkMode(!dark)}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}

import { Globe } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { languageNames, useLanguage } from '@/lib/i18n';
import { useHidratado } from '@/lib/use-hidratado';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/**
 * The header's language button. Its menu (Radix's dropdown, with its positioning) is a chunk of its own,
 * fetched when the pointer or the focus reaches the button and opened on the first press: every page shows
 * the button, few open the menu (decision 026).
 */
export function LanguageSwitch({ buttonClass }: { buttonClass: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const [pressed, setPressed] = useState(false);
  // On a pre-rendered page the press would be lost until React runs (lib/use-hidratado.ts).
  const hidratado = useHidratado();
  const button = (props: ComponentProps<typeof Button> = {}) => (
    <Button
      variant="bare"
      size="sm"
      className={cn('uppercase', buttonClass)}
      aria-label={t('layout.header.idiomaActual', { idioma: languageNames[current], codigo: current })}
      {...props}
    >
      <Globe aria-hidden="true" />
      {current}
    </Button>
  );
  if (!pressed) {
    return button({
      'aria-haspopup': 'menu',
      disabled: !hidratado,
      onPointerEnter: () => void loadMenu(),
      onFocus: () => void loadMenu(),
      onClick: () => setPressed(true),
    });
  }
  return (
    <Suspense fallback={button({ 'aria-haspopup': 'menu', 'aria-busy': true })}>
      <LanguageMenu trigger={button()} />
    </Suspense>
  );
}

import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DropdownItem, DropdownMenu } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { changeLanguage, type Language, languages } from '@/lib/i18n';

/** Language names are written in their own language, as users look for them that way. */
const names: Record<Language, string> = { es: 'Español', en: 'English' };

export function LanguageSwitch({ buttonClass }: { buttonClass: string }) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'en' ? 'en' : 'es';
  return (
    <DropdownMenu
      label={t('layout.header.idioma')}
      trigger={
        <Button
          variant="bare"
          size="sm"
          className={cn('uppercase', buttonClass)}
          aria-label={t('layout.header.idiomaActual', { idioma: names[current], codigo: current })}
        >
          <Globe aria-hidden="true" />
          {current}
        </Button>
      }
    >
      {languages.map((language) => (
        <DropdownItem key={language} onSelect={() => void changeLanguage(language)}>
          <span lang={language} className="flex-1">
            {names[language]}
          </span>
          {language === current ? <Check aria-hidden="true" /> : null}
        </DropdownItem>
      ))}
    </DropdownMenu>
  );
}

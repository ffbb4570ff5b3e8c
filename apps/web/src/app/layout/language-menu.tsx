import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownItem, DropdownMenu } from '@/components/ui/dropdown-menu';
import { changeLanguage, type Language, languageNames, languages, useLanguage } from '@/lib/i18n';

/** The language menu itself, loaded the first time its button is pressed (language-switch.tsx). */
export function LanguageMenu({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation();
  const current: Language = useLanguage();
  return (
    <DropdownMenu label={t('layout.header.idioma')} trigger={trigger} defaultOpen>
      {languages.map((language) => (
        <DropdownItem key={language} onSelect={() => void changeLanguage(language)}>
          <span lang={language} className="flex-1">
            {languageNames[language]}
          </span>
          {language === current ? <Check aria-hidden="true" /> : null}
        </DropdownItem>
      ))}
    </DropdownMenu>
  );
}

import { Mail } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { type Bilingual, useBrand } from '@/lib/brand';
import { Paragraphs, ProseCard } from './prose';

export type PoliticaText = 'politicaPrivacidad' | 'politicaCookies' | 'proteccionDatos';

export interface PoliticaPageProps {
  text: PoliticaText;
  /** The English-only routes (/privacy-policy, /cookies-policy) always show the English text. */
  forceLanguage?: 'es' | 'en';
}

/** Legal texts come from the brand (brand.textos.*): each university writes its own. */
export function PoliticaPage({ text, forceLanguage }: PoliticaPageProps) {
  const { i18n } = useTranslation();
  const brand = useBrand();
  const lang = forceLanguage ?? (i18n.language === 'en' ? 'en' : 'es');
  const body: Bilingual = brand.textos[text];
  return (
    <ProseCard lang={forceLanguage}>
      <Paragraphs text={body[lang]} />
      {forceLanguage ? null : (
        <p className="flex items-center gap-2 border-t border-border pt-4 text-sm text-muted">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <Trans
              i18nKey="legal.contactoDpd"
              values={{ email: brand.contacto.email }}
              components={{
                enlace: (
                  <a className="font-medium text-primary underline underline-offset-2" href={`mailto:${brand.contacto.email}`}>
                    {brand.contacto.email}
                  </a>
                ),
              }}
            />
          </span>
        </p>
      )}
    </ProseCard>
  );
}

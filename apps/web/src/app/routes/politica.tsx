import { PoliticaPage, type PoliticaText } from '@/features/static-pages/components/politica-page';
import { useCurrentRoute } from '../layout/use-current-route';

/** Route name → brand text; the English-only routes pin the language. */
const texts: Record<string, { text: PoliticaText; lang?: 'en' }> = {
  politicaPrivacidad: { text: 'politicaPrivacidad' },
  politicaCookies: { text: 'politicaCookies' },
  proteccionDatos: { text: 'proteccionDatos' },
  privacyPolicy: { text: 'politicaPrivacidad', lang: 'en' },
  cookiesPolicy: { text: 'politicaCookies', lang: 'en' },
};

export default function PoliticaRoute() {
  const def = useCurrentRoute();
  const entry = texts[def?.name ?? ''] ?? { text: 'politicaPrivacidad' };
  return <PoliticaPage text={entry.text} forceLanguage={entry.lang} />;
}

import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '@/i18n/en.json';
import es from '@/i18n/es.json';
import { getStoredValue, setStoredValue, storageKeys } from './session';

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

type Catalogue = Record<string, unknown>;

/**
 * Features keep their texts in src/i18n/<area>/es.json and en.json, so two
 * features never edit the same file; each lands under the key `<area>`.
 */
const areaCatalogues = import.meta.glob<Catalogue>('../i18n/*/*.json', { eager: true, import: 'default' });

function withAreas(base: Catalogue, language: 'es' | 'en'): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [path, catalogue] of Object.entries(areaCatalogues)) {
    const match = /\/i18n\/([^/]+)\/(es|en)\.json$/.exec(path);
    if (match?.[2] === language && match[1]) merged[match[1]] = catalogue;
  }
  return merged;
}

const isLanguage = (value: string | null): value is Language => value === 'es' || value === 'en';

function storedLanguage(): Language {
  const stored = getStoredValue(storageKeys.language);
  return isLanguage(stored) ? stored : 'es';
}

/** Spanish is the source and the default (spec §1); English falls back to it key by key. */
export function initI18n(initial: Language = storedLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { es: { translation: withAreas(es, 'es') }, en: { translation: withAreas(en, 'en') } },
      lng: initial,
      fallbackLng: 'es',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  document.documentElement.lang = i18n.language;
  return i18n;
}

export async function changeLanguage(language: Language) {
  await i18n.changeLanguage(language);
  setStoredValue(storageKeys.language, language);
  document.documentElement.lang = language;
}

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'es');

/** The UI language as a value that re-renders its component when the user switches. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'en' : 'es';
}

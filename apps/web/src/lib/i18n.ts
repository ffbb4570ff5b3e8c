import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatoI18n } from './formato';
import { getStoredValue, setStoredValue, storageKeys } from './session';

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

/** Language names are written in their own language, as users look for them that way. */
export const languageNames: Record<Language, string> = { es: 'Español', en: 'English' };

export type Catalogue = Record<string, unknown>;

/**
 * Features keep their texts in src/i18n/<area>/es.json and en.json, so two
 * features never edit the same file; each lands under the key `<area>`. They
 * are not in the entry chunk: a route loads the areas its screen uses
 * (route-table/ `catalogues`), in the UI language, before the screen renders.
 */
export const catalogueAreas = [
  'cambiosOferta',
  'busquedasGuardadas',
  'candidatos',
  'candidaturas',
  'cifras',
  'clavesEmpresa',
  'comunicacionesGestion',
  'convenios',
  'cuentaEmpresa',
  'cv',
  'encuestas',
  'encuestasGestion',
  'eventos',
  'eventosGestion',
  'expedientePractica',
  'formulariosEmpresa',
  'gestion',
  'gestionActividad',
  'gestionAlumnos',
  'gestionEmpresas',
  'guias',
  'guiasGestion',
  'inicioAlumno',
  'listasGestion',
  'inicioEmpresa',
  'misDatos',
  'modoDios',
  'notificaciones',
  'ofertas',
  'ofertasEmpresa',
  'ofertasGuardadas',
  'orientacion',
  'pendienteDecisiones',
  'practicasAlumno',
  'practicasEmpresa',
  'practicasGestion',
  'procesos',
  'programas',
  'programasGestion',
  'reenvioAlta',
  'registro',
  'solicitudesPractica',
  'tutorPracticas',
] as const;
export type CatalogueArea = (typeof catalogueAreas)[number];

/**
 * The shell's texts (src/i18n/es.json, en.json) are a chunk per language as well: a page loads the UI
 * language's only, the other when the user switches (decision 026).
 */
const loaders = import.meta.glob<Catalogue>(['../i18n/*.json', '../i18n/*/*.json'], { import: 'default' });

/** `${language}/${area}` (the shell's with no area) of the bundles added or on their way. */
const loading = new Map<string, Promise<void>>();
/** Areas some screen has needed: the language switch loads them in the new language first. */
const needed = new Set<CatalogueArea>();

function loadBundle(language: Language, area: CatalogueArea | null) {
  const key = `${language}/${area ?? ''}`;
  const known = loading.get(key);
  if (known) return known;
  const file = area ? `../i18n/${area}/${language}.json` : `../i18n/${language}.json`;
  const load = loaders[file];
  if (!load) throw new Error(`Falta el catálogo src/i18n/${file.slice(8)}`);
  const added = load().then(
    (catalogue) => {
      i18n.addResourceBundle(language, 'translation', area ? { [area]: catalogue } : catalogue, true, true);
    },
    (error: unknown) => {
      // A chunk that could not be fetched is asked for again by the next caller.
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, added);
  return added;
}

/**
 * Adds the shell's texts and the areas' (a chunk each, fetched once) in the given language, the UI's by
 * default.
 */
export async function loadCatalogues(areas: readonly CatalogueArea[], language: Language = currentLanguage()) {
  for (const area of areas) needed.add(area);
  await Promise.all([loadBundle(language, null), ...areas.map((area) => loadBundle(language, area))]);
}

const isLanguage = (value: string | null): value is Language => value === 'es' || value === 'en';

function storedLanguage(): Language {
  const stored = getStoredValue(storageKeys.language);
  return isLanguage(stored) ? stored : 'es';
}

let ready: Promise<void> | null = null;

/**
 * Spanish is the source and the default (spec §1); English falls back to it key by key once it is loaded.
 * Resolves when the shell's texts in the initial language are there: Boot renders the app after that.
 */
export function initI18n(
  initial: Language = storedLanguage(),
  preloaded?: { language: Language; catalogue: Catalogue },
): Promise<void> {
  if (!i18n.isInitialized) {
    // Numbers in catalogue texts are formatted for the reader's language (lib/formato).
    void i18n
      .use(initReactI18next)
      .use(formatoI18n)
      .init({
        resources: {},
        lng: initial,
        fallbackLng: 'es',
        initAsync: false,
        interpolation: { escapeValue: false, alwaysFormat: true },
        returnNull: false,
        // Screens re-render when a catalogue arrives, e.g. after a language change made elsewhere.
        react: { bindI18nStore: 'added' },
      });
    i18n.on('languageChanged', (language) => {
      // A catalogue that cannot be fetched now is fetched again by the next route that needs it.
      loadCatalogues([...needed], language === 'en' ? 'en' : 'es').catch(() => undefined);
    });
    if (preloaded) {
      // The shell's texts came with the page (decision 053): added now, so the first render needs no wait.
      i18n.addResourceBundle(preloaded.language, 'translation', preloaded.catalogue, true, true);
      loading.set(`${preloaded.language}/`, Promise.resolve());
    }
    ready = loadCatalogues([], initial);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  return ready ?? loadCatalogues([], currentLanguage());
}

/** Switches the UI language once the catalogues on screen are there in it, so no key shows untranslated. */
export async function changeLanguage(language: Language) {
  await loadCatalogues([...needed], language);
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

import type { PublicBrand } from '@puente/contract/brand';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The active brand, loaded once at boot from GET /api/Publico/marca. Kept in a
 * module store (not only React context) because route guards run outside React.
 */
let brand: PublicBrand | null = null;
const listeners = new Set<() => void>();

export function setBrand(next: PublicBrand) {
  brand = next;
  for (const listener of listeners) listener();
}

export function getBrand(): PublicBrand {
  if (!brand) throw new Error('La marca se lee antes de haberse cargado');
  return brand;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useBrand = () => useSyncExternalStore(subscribe, getBrand, getBrand);

export interface Bilingual {
  es: string;
  en: string;
}

/** Picks the current language's variant of a brand text. */
export function useBrandText() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  return (text: Bilingual) => text[lang];
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import type { RouteDef } from '../route-table';

/** Builds "<title> · <brand>" plus " (n)" when there are unread notifications. */
export function formatDocumentTitle(title: string, brandName: string, unread: number) {
  const base = `${title} · ${brandName}`;
  return unread > 0 ? `${base} (${unread})` : base;
}

export function useDocumentTitle(def: RouteDef | null, unread: number) {
  // t changes identity when the language changes, which re-runs the effect.
  const { t } = useTranslation();
  const brand = useBrand();
  useEffect(() => {
    if (!def) return;
    document.title = formatDocumentTitle(t(`routes.${def.name}`), brand.nombre, unread);
  }, [def, brand.nombre, unread, t]);
}

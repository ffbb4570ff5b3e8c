import { esRutaInterna } from '@puente/contract/validation/ruta-interna';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand, useBrandText } from '@/lib/brand';
import { pathOf } from '../route-links';
import type { RouteName } from '../route-table';

/** English-only pages of spec §2, linked from every footer. */
const portalRoutes: RouteName[] = ['news', 'pressRoom', 'workWithUs', 'contact'];

const isInternal = esRutaInterna;

/** Spec §2: brand texts, links and the application version. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const text = useBrandText();
  const linkClass = 'rounded text-sm text-muted hover:text-fg hover:underline';
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <img src={brand.logos.claro} alt={brand.logos.alt} className="h-9 w-fit dark:hidden" />
          <img src={brand.logos.oscuro} alt={brand.logos.alt} className="hidden h-9 w-fit dark:block" />
          <p className="max-w-md text-sm leading-relaxed text-muted">{text(brand.textos.pie)}</p>
          <ul className="flex flex-col gap-1.5 text-sm text-muted">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <a className={linkClass} href={`mailto:${brand.contacto.email}`}>
                {brand.contacto.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <a className={linkClass} href={`tel:${brand.contacto.telefono.replace(/\s+/g, '')}`}>
                {brand.contacto.telefono}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{brand.contacto.direccion}</span>
            </li>
          </ul>
        </div>
        <nav aria-label={t('layout.footer.navegacion')} className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-fg">{t('layout.footer.legal')}</h2>
          <ul className="flex flex-col gap-2">
            {brand.enlacesPie.map((link) => (
              <li key={link.url}>
                {isInternal(link.url) ? (
                  <Link className={linkClass} to={link.url}>
                    {text(link.texto)}
                  </Link>
                ) : (
                  <a className={linkClass} href={link.url} target="_blank" rel="noopener noreferrer">
                    {text(link.texto)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-fg">{t('layout.footer.portal')}</h2>
          <ul className="flex flex-col gap-2">
            {portalRoutes
              .filter((route) => !brand.enlacesPie.some((link) => link.url === pathOf(route)))
              .map((route) => (
                <li key={route}>
                  {/* Named in the reader's language; the page itself is English only (spec §2), which hrefLang says. */}
                  <Link className={linkClass} to={pathOf(route)} hrefLang="en">
                    {t(`layout.footer.paginas.${route}`)}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-xs text-muted sm:flex-row sm:justify-between sm:px-6">
          <span>{t('layout.footer.derechos', { anio: new Date().getFullYear(), universidad: brand.nombreUniversidad })}</span>
          <span>{t('layout.footer.version', { version: brand.version })}</span>
        </div>
      </div>
    </footer>
  );
}

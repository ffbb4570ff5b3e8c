import { type CatalogueEntry, catalogueEntry } from '@puente/contract/errors/catalogue';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Banner, type BannerTone } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { clearError, type ShownError, useShownError } from '@/lib/error-banner-store';
import { isLoggedIn, useSession } from '@/lib/session';

const toneOf = (entry: CatalogueEntry): BannerTone => {
  if (entry.category === 'important') return 'danger';
  if (entry.category === 'secondary') return 'success';
  return entry.code >= 500 && entry.code !== 500 ? 'info' : 'warning';
};

/** Spec §8: on the survey pages the button only clears the banner (the survey keeps its own flow). */
export const isSurveyPath = (pathname: string) => pathname === '/encuesta' || pathname.startsWith('/encuestas/');

const isExternal = (url: string) => /^https?:\/\//i.test(url);

function bannerContent(error: ShownError, lang: 'es' | 'en') {
  if (error.kind === 'custom') return { entry: null, titulo: error.titulo, cuerpo: error.mensaje, boton: undefined };
  const entry = catalogueEntry(error.code);
  const texts = entry[lang];
  const cuerpo = entry.mensajeServidor && error.mensaje ? error.mensaje : texts.cuerpo;
  return { entry, titulo: texts.titulo, cuerpo, boton: texts.boton };
}

/** The one error banner of the page, driven by the contract's catalogue in the current language. */
export function ErrorBanner() {
  const error = useShownError();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A banner set after a long form is submitted would otherwise be off-screen.
    if (error) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);

  if (!error) return null;
  const { entry, titulo, cuerpo, boton } = bannerContent(error, i18n.language === 'en' ? 'en' : 'es');
  const important = entry?.category === 'important';

  const act = () => {
    clearError();
    if (isSurveyPath(pathname) || !entry) return;
    if (important) {
      if (isLoggedIn(session)) navigate('/logout');
      return;
    }
    if (!entry.destino) return;
    // "Iniciar sesión" (2) on a login page is that page: staff, sent to /login/gestion, stay there.
    if (entry.destino === '/login' && (pathname === '/login' || pathname.startsWith('/login/'))) return;
    if (entry.nuevaPestana) window.open(entry.destino, '_blank', 'noopener,noreferrer');
    else if (isExternal(entry.destino)) window.location.assign(entry.destino);
    else navigate(entry.destino);
  };

  return (
    <div ref={ref} data-testid="error-banner" data-code={error.kind === 'code' ? error.code : 'custom'}>
      <Banner
        tone={entry ? toneOf(entry) : 'warning'}
        title={titulo}
        onClose={important ? undefined : clearError}
        actions={
          <Button size="sm" variant={important ? 'danger' : 'outline'} onClick={act}>
            {boton ?? t('errors.aceptar')}
          </Button>
        }
      >
        {cuerpo}
      </Banner>
    </div>
  );
}

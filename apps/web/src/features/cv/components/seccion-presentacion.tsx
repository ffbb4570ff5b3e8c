import { type Cv, enlacePortfolioSchema, PRESENTACION_MAX, presentacionSchema } from '@puente/contract/cv';
import { ExternalLink, FileText, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CampoArea, CampoTexto } from '@/components/form/campos';
import { useGuardarCv } from '../api/cv';
import { SeccionSimple } from './seccion-texto';

/** Presentación: a short cover letter companies read first. */
export function SeccionPresentacion({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const guardar = useGuardarCv('editPresentacion');
  return (
    <SeccionSimple
      ancla="presentacion"
      titulo={t('cv.presentacion.titulo')}
      descripcion={t('cv.presentacion.descripcion')}
      icono={FileText}
      vacia={!cv.presentacion}
      vacio={{ titulo: t('cv.presentacion.vacio'), texto: t('cv.presentacion.vacioTexto'), boton: t('cv.presentacion.escribir') }}
      schema={presentacionSchema}
      valores={{ texto: cv.presentacion ?? '' }}
      guardar={(datos) => guardar.mutateAsync(datos)}
      avisoGuardado={t('cv.presentacion.guardado')}
      vista={<p className="whitespace-pre-line text-sm leading-relaxed text-fg">{cv.presentacion}</p>}
      campos={
        <CampoArea
          name="texto"
          label={t('cv.presentacion.campo')}
          hint={t('cv.presentacion.ayuda', { max: PRESENTACION_MAX })}
          rows={8}
        />
      }
    />
  );
}

function Enlace({ href, texto }: { href: string; texto: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-start gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
    >
      <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* The label never breaks; a long address does, anywhere, so it never widens the page. */}
      <span className="shrink-0 whitespace-nowrap font-medium">{texto}:</span> <span className="min-w-0 break-all">{href}</span>
      <span className="sr-only"> {t('cv.comun.nuevaPestana')}</span>
    </a>
  );
}

/** Portfolio y LinkedIn: two links, either may be empty. */
export function SeccionEnlaces({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const guardar = useGuardarCv('editEnlacePortfolio');
  return (
    <SeccionSimple
      ancla="enlaces"
      titulo={t('cv.enlaces.titulo')}
      descripcion={t('cv.enlaces.descripcion')}
      icono={Link2}
      vacia={!cv.enlacePortfolio && !cv.linkedin}
      vacio={{ titulo: t('cv.enlaces.vacio'), texto: t('cv.enlaces.vacioTexto'), boton: t('cv.enlaces.anadir') }}
      schema={enlacePortfolioSchema}
      valores={{ enlace: cv.enlacePortfolio ?? '', linkedin: cv.linkedin ?? '' }}
      guardar={(datos) => guardar.mutateAsync(datos)}
      avisoGuardado={t('cv.enlaces.guardado')}
      vista={
        <div className="flex flex-col gap-2">
          {cv.enlacePortfolio ? <Enlace href={cv.enlacePortfolio} texto={t('cv.enlaces.portfolio')} /> : null}
          {cv.linkedin ? <Enlace href={cv.linkedin} texto={t('cv.enlaces.linkedin')} /> : null}
        </div>
      }
      campos={
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoTexto
            name="enlace"
            label={t('cv.enlaces.portfolio')}
            type="url"
            inputMode="url"
            hint={t('cv.enlaces.portfolioAyuda')}
          />
          <CampoTexto
            name="linkedin"
            label={t('cv.enlaces.linkedin')}
            type="url"
            inputMode="url"
            hint={t('cv.enlaces.linkedinAyuda')}
          />
        </div>
      }
    />
  );
}

import type { PublicBrand } from '@puente/contract/brand';
import { type CvEmpresa, NIVELES_PROGRAMA, NIVELES_PROGRAMA_EN, reglaCampo } from '@puente/contract/cv';
import { Award, Briefcase, GraduationCap, Heart, Languages, Laptop, Link2, Sparkles, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { Etiquetas, Seccion } from './seccion';

type Campos = PublicBrand['campos'];

/** A period "01/09/2022 – 30/06/2026", or "– Actualidad" while it goes on. */
function usePeriodo() {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (inicio: string | null, fin: string | null, actual: boolean) => {
    if (!inicio) return fin ? fecha(fin) : '';
    return `${fecha(inicio)} – ${fin ? fecha(fin) : actual ? t('candidatos.cv.actualidad') : ''}`.trim();
  };
}

export function Presentacion({ cv }: { cv: CvEmpresa }) {
  const { t } = useTranslation();
  return (
    <Seccion
      id="cv-presentacion"
      icon={UserRound}
      titulo={t('candidatos.cv.presentacion')}
      vacio={t('candidatos.cv.sinPresentacion')}
      vacia={!cv.presentacion}
    >
      <p className="text-sm leading-relaxed whitespace-pre-line text-fg">{cv.presentacion}</p>
    </Seccion>
  );
}

export function Experiencia({ cv, campos }: { cv: CvEmpresa; campos: Campos }) {
  const { t } = useTranslation();
  const periodo = usePeriodo();
  const conEnlace = reglaCampo(campos, 'experiencia', 'enlace').visible;
  const conAdjunto = reglaCampo(campos, 'experiencia', 'adjunto').visible;
  const lista = cv.profesional.experiencia;
  return (
    <Seccion
      id="cv-experiencia"
      icon={Briefcase}
      titulo={t('candidatos.cv.experiencia')}
      vacio={t('candidatos.cv.sinExperiencia')}
      vacia={lista.length === 0}
    >
      <ul className="flex flex-col gap-3">
        {lista.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 rounded-xl border border-border p-4">
            <p className="font-medium text-fg">{e.puesto}</p>
            <p className="text-sm text-fg">{e.empresa}</p>
            <p className="text-sm text-muted">{periodo(e.fechaInicio, e.fechaFin, true)}</p>
            {e.descripcion ? <p className="mt-1 text-sm whitespace-pre-line text-fg">{e.descripcion}</p> : null}
            {conEnlace && e.enlace ? <EnlaceExterno href={e.enlace} /> : null}
            {conAdjunto && e.adjunto ? (
              <p className="text-sm text-muted">{t('candidatos.cv.adjunto', { nombre: e.adjunto.nombre })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </Seccion>
  );
}

export function Formacion({ cv, campos }: { cv: CvEmpresa; campos: Campos }) {
  const { t } = useTranslation();
  const periodo = usePeriodo();
  const conNotaMedia = reglaCampo(campos, 'academicos', 'notaMedia').visible;
  const conCreditos = reglaCampo(campos, 'academicos', 'creditosSuperados').visible;
  return (
    <Seccion
      id="cv-estudios"
      icon={GraduationCap}
      titulo={t('candidatos.cv.estudios')}
      vacio={t('candidatos.cv.sinEstudios')}
      vacia={cv.academicos.length === 0}
    >
      <ul className="flex flex-col gap-3">
        {cv.academicos.map((e) => (
          <li key={e.id} className="flex flex-col gap-1.5 rounded-xl border border-border p-4">
            <p className="font-medium text-fg">{e.titulacion}</p>
            {e.centro ? <p className="text-sm text-fg">{e.centro}</p> : null}
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
              {e.nivel ? <span>{e.nivel}</span> : null}
              <span>
                {e.finalizado ? t('candidatos.cv.finalizado') : t('candidatos.cv.enCurso')}
                {e.fechaInicio ? ` · ${periodo(e.fechaInicio, e.fechaFin, !e.finalizado)}` : ''}
              </span>
              {e.nota !== null ? <span>{t('candidatos.cv.notaFinal', { nota: e.nota })}</span> : null}
              {conNotaMedia && e.notaMedia !== null ? (
                <span className="inline-flex items-center gap-1">
                  <Award aria-hidden="true" className="size-3.5" />
                  {t('candidatos.cv.nota', { nota: e.notaMedia })}
                </span>
              ) : null}
              {conCreditos && e.creditosSuperados !== null ? (
                <span>{t('candidatos.cv.creditos', { count: e.creditosSuperados })}</span>
              ) : null}
            </p>
            {e.deLaUniversidad ? (
              <span className="w-fit rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-primary">
                {t('candidatos.cv.deLaUniversidad')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Seccion>
  );
}

export function Idiomas({ cv }: { cv: CvEmpresa }) {
  const { t } = useTranslation();
  return (
    <Seccion
      id="cv-idiomas"
      icon={Languages}
      titulo={t('candidatos.cv.idiomas')}
      vacio={t('candidatos.cv.sinIdiomas')}
      vacia={cv.idiomas.length === 0}
    >
      <ul className="grid gap-2 sm:grid-cols-2">
        {cv.idiomas.map((i) => (
          <li key={i.id} className="flex items-baseline justify-between gap-3 rounded-lg bg-subtle px-3 py-2 text-sm">
            <span className="font-medium text-fg">{i.idioma}</span>
            <span className="text-muted">{i.nivel}</span>
          </li>
        ))}
      </ul>
    </Seccion>
  );
}

export function Competencias({ cv }: { cv: CvEmpresa }) {
  const { t } = useTranslation();
  return (
    <Seccion
      id="cv-competencias"
      icon={Sparkles}
      titulo={t('candidatos.cv.competencias')}
      vacio={t('candidatos.cv.sinCompetencias')}
      vacia={cv.competencias.length === 0}
    >
      <Etiquetas valores={cv.competencias} />
    </Seccion>
  );
}

export function Informatica({ cv }: { cv: CvEmpresa }) {
  const { t } = useTranslation();
  const niveles = useLanguage() === 'en' ? NIVELES_PROGRAMA_EN : NIVELES_PROGRAMA;
  const programas = cv.interes.programasInformaticos;
  return (
    <Seccion
      id="cv-informatica"
      icon={Laptop}
      titulo={t('candidatos.cv.informatica')}
      vacio={t('candidatos.cv.sinInformatica')}
      vacia={programas.length === 0}
    >
      <ul className="grid gap-2 sm:grid-cols-2">
        {programas.map((p) => (
          <li key={p.idPrograma} className="flex items-baseline justify-between gap-3 rounded-lg bg-subtle px-3 py-2 text-sm">
            <span className="font-medium text-fg">{p.programa}</span>
            <span className="text-muted">{niveles[p.nivel]}</span>
          </li>
        ))}
      </ul>
    </Seccion>
  );
}

export function Intereses({ cv }: { cv: CvEmpresa }) {
  const { t } = useTranslation();
  const p = cv.profesional;
  const disponibilidad = [
    p.carnetConducir && t('candidatos.cv.carnetConducir'),
    p.vehiculoPropio && t('candidatos.cv.vehiculoPropio'),
    p.disponibilidadViajar && t('candidatos.cv.disponibilidadViajar'),
    p.disponibilidadCambioResidencia && t('candidatos.cv.disponibilidadCambioResidencia'),
  ].filter((v): v is string => Boolean(v));
  const tags = cv.interes.tags.map((tag) => tag.descripcion);
  const areas = p.areasFuncionales.map((a) => a.descripcion);
  return (
    <Seccion
      id="cv-intereses"
      icon={Heart}
      titulo={t('candidatos.cv.intereses')}
      vacio={t('candidatos.cv.sinIntereses')}
      vacia={tags.length === 0 && areas.length === 0 && disponibilidad.length === 0}
    >
      {areas.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium text-muted">{t('candidatos.cv.areas')}</h4>
          <Etiquetas valores={areas} />
        </div>
      ) : null}
      {tags.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium text-muted">{t('candidatos.cv.temas')}</h4>
          <Etiquetas valores={tags} />
        </div>
      ) : null}
      {disponibilidad.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium text-muted">{t('candidatos.cv.disponibilidad')}</h4>
          <Etiquetas valores={disponibilidad} />
        </div>
      ) : null}
    </Seccion>
  );
}

/** An external link of the CV (portfolio, LinkedIn, an experience's page), in a new tab. */
export function EnlaceExterno({ href, texto }: { href: string; texto?: string }) {
  const { t } = useTranslation();
  const seguro = /^https?:\/\//i.test(href);
  if (!seguro) return <span className="text-sm break-all text-fg">{href}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex w-fit max-w-full items-center gap-1.5 rounded-sm text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
    >
      <Link2 aria-hidden="true" className="size-4 shrink-0" />
      {texto ?? href}
      <span className="sr-only"> {t('ui.abreEnPestana')}</span>
    </a>
  );
}

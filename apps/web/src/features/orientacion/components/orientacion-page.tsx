import { BookOpen, CalendarClock, Clock, ExternalLink, Mail, MapPin, Phone, Presentation, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useBrand, useBrandText } from '@/lib/brand';

function Dato({ icono, titulo, children }: { icono: ReactNode; titulo: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 text-primary">
        {icono}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <h3 className="text-sm font-semibold text-fg">{titulo}</h3>
        <p className="text-sm leading-relaxed text-muted">{children}</p>
      </div>
    </div>
  );
}

/**
 * /orientacion-laboral: the careers office's orientation services from the
 * brand (`orientacion`: appointments, workshops, contacts, in the reader's
 * language), and a link to the guides when the brand has them. Without the
 * block, the brand's general contact.
 */
export function OrientacionPage({ pathGuias }: { pathGuias: string | null }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const texto = useBrandText();
  const o = brand.orientacion;
  if (!o)
    return (
      <EmptyState
        icon={Users}
        titleAs="h2"
        title={t('orientacion.orientacion.vacioTitulo')}
        description={t('orientacion.orientacion.vacioTexto', { email: brand.contacto.email, telefono: brand.contacto.telefono })}
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted">{texto(o.intro)}</p>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card as="section" aria-labelledby="orientacion-citas" className="flex flex-col gap-4">
          <h2 id="orientacion-citas" className="flex items-center gap-2 text-lg font-semibold text-fg">
            <CalendarClock aria-hidden="true" className="size-5 text-primary" />
            {t('orientacion.orientacion.citasTitulo')}
          </h2>
          <div className="flex flex-col gap-4">
            <Dato icono={<CalendarClock className="size-4" />} titulo={t('orientacion.orientacion.comoPedir')}>
              {texto(o.citas.como)}
            </Dato>
            <Dato icono={<MapPin className="size-4" />} titulo={t('orientacion.orientacion.donde')}>
              {texto(o.citas.donde)}
            </Dato>
            <Dato icono={<Clock className="size-4" />} titulo={t('orientacion.orientacion.horario')}>
              {texto(o.citas.horario)}
            </Dato>
          </div>
          {o.citas.enlace ? (
            <a
              href={o.citas.enlace}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
            >
              {t('orientacion.orientacion.reservar')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : null}
        </Card>
        <Card as="section" aria-labelledby="orientacion-contactos" className="flex flex-col gap-4">
          <h2 id="orientacion-contactos" className="flex items-center gap-2 text-lg font-semibold text-fg">
            <Users aria-hidden="true" className="size-5 text-primary" />
            {t('orientacion.orientacion.contactosTitulo')}
          </h2>
          <ul className="flex flex-col divide-y divide-border">
            {o.contactos.map((c) => (
              <li key={c.area.es} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <h3 className="font-semibold text-fg">{texto(c.area)}</h3>
                {c.email ? (
                  <a
                    href={`mailto:${c.email}`}
                    className="inline-flex w-fit max-w-full items-center gap-1.5 rounded text-sm text-primary hover:underline"
                    aria-label={`${t('orientacion.orientacion.email')}: ${c.email}`}
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    <span className="break-all">{c.email}</span>
                  </a>
                ) : null}
                {c.telefono ? (
                  <a
                    href={`tel:${c.telefono.replace(/\s/g, '')}`}
                    className="inline-flex w-fit items-center gap-1.5 rounded text-sm text-primary hover:underline"
                    aria-label={`${t('orientacion.orientacion.telefono')}: ${c.telefono}`}
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {c.telefono}
                  </a>
                ) : null}
                {c.horario ? <p className="text-xs text-muted">{texto(c.horario)}</p> : null}
              </li>
            ))}
          </ul>
        </Card>
      </div>
      {o.talleres.length > 0 ? (
        <section aria-labelledby="orientacion-talleres" className="flex flex-col gap-4">
          <h2 id="orientacion-talleres" className="flex items-center gap-2 text-lg font-semibold text-fg">
            <Presentation aria-hidden="true" className="size-5 text-primary" />
            {t('orientacion.orientacion.talleresTitulo')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {o.talleres.map((taller) => (
              <li key={taller.titulo.es}>
                <Card as="article" padding="sm" className="flex h-full flex-col gap-2">
                  <h3 className="font-semibold text-fg">{texto(taller.titulo)}</h3>
                  <p className="text-sm text-muted">{texto(taller.descripcion)}</p>
                  <p className="mt-auto inline-flex items-start gap-1.5 text-sm font-medium text-fg">
                    <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {texto(taller.cuando)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pathGuias ? (
        <Card
          as="aside"
          aria-labelledby="orientacion-guias"
          padding="sm"
          className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4"
        >
          <BookOpen aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <div className="flex flex-col gap-1">
            <h2 id="orientacion-guias" className="font-semibold text-fg">
              {t('orientacion.orientacion.guiasTitulo')}
            </h2>
            <p className="text-sm text-muted">{t('orientacion.orientacion.guiasTexto')}</p>
          </div>
          <Link to={pathGuias} className="rounded-md text-sm font-semibold text-primary hover:underline sm:ms-auto sm:shrink-0">
            {t('orientacion.orientacion.guiasEnlace')}
          </Link>
        </Card>
      ) : null}
    </div>
  );
}

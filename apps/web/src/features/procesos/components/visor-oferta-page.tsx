import type { OfertaDetalle } from '@puente/contract/endpoints/ofertas';
import { ArrowLeft, Building2, CalendarDays, ExternalLink, Eye, GraduationCap, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { useOfertaComoAlumno } from '../api/oferta-como-alumno';

/** The offer as a student sees it (dameDatosProcesoComoAlumno), with a note that this is a preview. */
export function VisorOfertaPage({ idOferta }: { idOferta: number }) {
  const { t } = useTranslation();
  const oferta = useOfertaComoAlumno(idOferta);
  const volver = (
    <Button asChild variant="outline" size="sm">
      <Link to={`/oferta/${idOferta}`}>
        <ArrowLeft aria-hidden="true" />
        {t('procesos.visor.volver')}
      </Link>
    </Button>
  );
  if (oferta.isPending)
    return <SkeletonDetail label={t('procesos.cargando')} header={['h-20 rounded-2xl', 'h-36 rounded-2xl']} />;
  if (!oferta.data) return <div>{volver}</div>;
  const o = oferta.data;
  return (
    <div className="flex flex-col gap-5">
      <Banner tone="info" role="status" title={t('procesos.visor.aviso')} actions={volver}>
        {o.publicada ? t('procesos.visor.publicada') : t('procesos.visor.noPublicada')}
      </Banner>
      <FichaOferta oferta={o} />
    </div>
  );
}

function useFormato() {
  const { i18n } = useTranslation();
  const euros = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  return { euros: (n: number) => euros.format(n) };
}

function FichaOferta({ oferta: o }: { oferta: OfertaDetalle }) {
  const { t } = useTranslation();
  const { euros } = useFormato();
  const practicas = o.idPerfil === 2;
  const lugar = [o.localidad, o.provincia].filter(Boolean).join(', ');
  const hechos: [string, ReactNode][] = [
    [t('procesos.visor.puesto'), o.puestoTrabajo],
    [t('procesos.visor.departamento'), o.departamento],
    [t('procesos.visor.plazas'), o.plazas],
    [practicas ? t('procesos.visor.tipoPracticas') : t('procesos.visor.contrato'), practicas ? o.tipoFormacion : o.tipoContrato],
    [
      practicas ? t('procesos.visor.ayuda') : t('procesos.visor.salario'),
      o.salario === null
        ? null
        : t(practicas ? 'procesos.visor.porMes' : 'procesos.visor.porAnio', { importe: euros(o.salario) }),
    ],
    [t('procesos.visor.modalidad'), t(`procesos.modalidad.${o.modalidad}`, { defaultValue: o.modalidad })],
    [t('procesos.visor.horario'), o.horario],
    [t('procesos.visor.horasDia'), o.horasDia],
    [t('procesos.visor.duracion'), o.meses === null ? null : t('procesos.visor.meses', { count: o.meses })],
    [t('procesos.visor.dedicacion'), o.tiempoDedicacion === null ? null : `${o.tiempoDedicacion} %`],
    [t('procesos.visor.diasSemana'), o.diasSemana],
    [
      t('procesos.visor.fechas'),
      o.fechaInicio || o.fechaFin
        ? t('procesos.visor.desdeHasta', { desde: o.fechaInicio ?? '—', hasta: o.fechaFin ?? '—' })
        : null,
    ],
    [t('procesos.visor.area'), o.areaFuncional],
    [t('procesos.visor.programa'), o.programa?.titulo ?? null],
  ];
  const requisitosInscripcion = [
    o.soloTitulados ? t('procesos.visor.soloTitulados') : null,
    o.soloPostgrado ? t('procesos.visor.soloPostgrado') : null,
    o.soloUniversidad ? t('procesos.visor.soloUniversidad') : null,
    o.creditosMinimos !== null ? t('procesos.visor.creditos', { count: o.creditosMinimos }) : null,
  ].filter((r): r is string => r !== null);

  return (
    <article aria-labelledby="visor-titulo" className="flex flex-col gap-5">
      <Card as="header" className="flex flex-col gap-3">
        <span className="w-fit rounded-full bg-subtle px-3 py-1 text-xs font-semibold text-primary">{o.textoPerfilOferta}</span>
        <h2 id="visor-titulo" className="text-2xl font-semibold tracking-tight text-fg">
          {o.titulo}
        </h2>
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
          <li className="flex items-center gap-1.5">
            <Building2 aria-hidden="true" className="size-4" />
            {o.empresa.nombre}
          </li>
          {lugar ? (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {lugar}
            </li>
          ) : null}
          {o.fechaLimite ? (
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('procesos.visor.inscripcionHasta', { fecha: o.fechaLimite })}
            </li>
          ) : null}
        </ul>
      </Card>
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-5">
          <Bloque titulo={t('procesos.visor.descripcion')}>{o.descripcion}</Bloque>
          {o.tareas ? <Bloque titulo={t('procesos.visor.tareas')}>{o.tareas}</Bloque> : null}
          {o.requisitos ? <Bloque titulo={t('procesos.visor.requisitos')}>{o.requisitos}</Bloque> : null}
          <Card>
            <h3 className="mb-3 flex items-center gap-2 font-semibold text-fg">
              <GraduationCap aria-hidden="true" className="size-5 text-primary" />
              {t('procesos.visor.titulaciones')}
            </h3>
            <ul className="flex flex-wrap gap-1.5">
              {o.titulaciones.map((tit) => (
                <li key={tit.id} className="rounded-full border border-border bg-subtle px-3 py-1 text-sm text-fg">
                  {tit.descripcion}
                </li>
              ))}
            </ul>
            {requisitosInscripcion.length > 0 ? (
              <ul className="mt-4 flex list-disc flex-col gap-1 ps-5 text-sm text-fg">
                {requisitosInscripcion.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            ) : null}
          </Card>
          {o.documentacionNecesaria ? (
            <Bloque titulo={t('procesos.visor.documentacion')}>{o.documentacionNecesaria}</Bloque>
          ) : null}
          {o.empresa.descripcion ? (
            <Bloque titulo={t('procesos.visor.sobreEmpresa', { empresa: o.empresa.nombre })}>{o.empresa.descripcion}</Bloque>
          ) : null}
        </div>
        <Card as="aside" padding="none" className="flex h-fit flex-col gap-4 p-5">
          <h3 className="font-semibold text-fg">{t('procesos.visor.condiciones')}</h3>
          <dl className="flex flex-col divide-y divide-border text-sm">
            {hechos
              .filter(([, valor]) => valor !== null && valor !== '')
              .map(([label, valor]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-end font-medium text-fg">{valor}</dd>
                </div>
              ))}
          </dl>
          {o.urlInscripcionExterna ? (
            <a
              href={o.urlInscripcionExterna}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('procesos.visor.inscripcionExterna')}
              <span className="sr-only">{t('ui.abreEnPestana')}</span>
            </a>
          ) : null}
          <p className="flex items-center gap-2 rounded-xl bg-subtle px-3 py-2.5 text-xs text-muted">
            <Eye aria-hidden="true" className="size-4 shrink-0" />
            {t('procesos.visor.botonInscripcion')}
          </p>
        </Card>
      </div>
    </article>
  );
}

function Bloque({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card>
      <h3 className="mb-2 font-semibold text-fg">{titulo}</h3>
      <p className="leading-relaxed whitespace-pre-line text-fg">{children}</p>
    </Card>
  );
}

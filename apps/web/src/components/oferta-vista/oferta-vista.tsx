import type { OfertaDetalle } from '@puente/contract/endpoints/ofertas';
import { ExternalLink, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmpresaAvatar } from './empresa-avatar';
import { OfertaDatos } from './oferta-datos';
import { OfertaRequisitos } from './oferta-requisitos';

export interface OfertaVistaProps {
  oferta: OfertaDetalle;
  /** The side panel: the student's candidacy, or the company's preview note. */
  aside: ReactNode;
  asideLabel: string;
}

/**
 * An offer as students read it: company, profile, key facts, description,
 * requirements and the company. One component for the student's page
 * (/ofertas-practicas/{url}) and the company's preview (/visor-oferta/{id}),
 * so the preview never differs from what students see (issue 10).
 */
export function OfertaVista({ oferta, aside, asideLabel }: OfertaVistaProps) {
  const { t } = useTranslation();
  return (
    <div data-vista-oferta className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="flex flex-col gap-6">
        <div className="flex items-start gap-4">
          <EmpresaAvatar nombre={oferta.empresa.nombre} className="size-14 text-base" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold text-fg">{oferta.empresa.nombre}</p>
            {oferta.puestoTrabajo || oferta.departamento ? (
              <p className="text-sm text-muted">{[oferta.puestoTrabajo, oferta.departamento].filter(Boolean).join(' · ')}</p>
            ) : null}
            <ul className="mt-1 flex flex-wrap gap-1.5">
              <li className="rounded-full bg-subtle px-2.5 py-0.5 text-xs font-semibold text-primary">
                {t(`ofertas.perfil.${oferta.idPerfil === 1 ? 'empleo' : 'practicas'}`)}
              </li>
              {oferta.areaFuncional ? (
                <li className="rounded-full bg-subtle px-2.5 py-0.5 text-xs font-medium text-fg">{oferta.areaFuncional}</li>
              ) : null}
              {oferta.plazoCerrado ? (
                <li className="rounded-full bg-warning-bg px-2.5 py-0.5 text-xs font-semibold text-warning">
                  {t('ofertas.detalle.plazoCerrado')}
                </li>
              ) : null}
            </ul>
          </div>
        </div>
        <OfertaDatos oferta={oferta} />
      </Card>

      <aside aria-label={asideLabel} className="flex flex-col gap-4 lg:sticky lg:top-bajo-cabecera lg:row-span-3">
        {aside}
      </aside>

      <Card className="flex flex-col gap-6">
        <Seccion titulo={t('ofertas.detalle.descripcion')}>{oferta.descripcion}</Seccion>
        {oferta.tareas ? <Seccion titulo={t('ofertas.detalle.tareas')}>{oferta.tareas}</Seccion> : null}
        <OfertaRequisitos oferta={oferta} />
        {oferta.programa ? <Seccion titulo={t('ofertas.detalle.programa')}>{oferta.programa.titulo}</Seccion> : null}
      </Card>

      <Card className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-fg">{t('ofertas.detalle.sobreEmpresa', { empresa: oferta.empresa.nombre })}</h2>
        {oferta.empresa.descripcion ? <p className="leading-relaxed text-fg">{oferta.empresa.descripcion}</p> : null}
        {oferta.empresa.web ? (
          <a
            href={oferta.empresa.web}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-primary hover:underline"
          >
            <Globe aria-hidden="true" className="size-4" />
            {oferta.empresa.web.replace(/^https?:\/\//, '')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('ui.abreEnPestana')}</span>
          </a>
        ) : null}
      </Card>
    </div>
  );
}

function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-fg">{titulo}</h2>
      <div className="leading-relaxed whitespace-pre-line text-fg">{children}</div>
    </section>
  );
}

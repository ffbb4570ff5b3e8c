import { HOME_OFERTAS_POR_PESTANA, HOME_PLACEHOLDERS } from '@puente/contract/constants';
import type { OfertaListItem, TipoOferta } from '@puente/contract/endpoints/ofertas';
import { ArrowRight, Briefcase, GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArreglarInscripcion } from '@/components/oferta-vista/motivo-no-inscripcion';
import { EmptyNote } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { type TabItem, Tabs } from '@/components/ui/tabs';
import { useBrand } from '@/lib/brand';
import { useOfertas } from '../api/get-ofertas';
import { OfertaCard, OfertaCardSkeleton } from './oferta-card';

export interface UltimasOfertasProps {
  /** List path per profile: the 'ver todas' link and the base of each card's link. */
  paths: Record<TipoOferta, string>;
  opciones?: (oferta: OfertaListItem) => ReactNode;
  /** The action that fixes a reason not to apply (the app knows the routes). */
  arreglar?: ArreglarInscripcion;
  /** The heart that saves a card's offer (composed by the app). */
  guardar?: ((oferta: OfertaListItem) => ReactNode) | undefined;
  /**
   * Tabs shown before the offers (the active programmes of spec §2). Passed
   * only when there is data for them: the home never shows an empty or made-up tab.
   */
  pestanasPrevias?: TabItem[];
}

/** Student home (spec §2): the latest internship and job offers, five per tab, four placeholders while loading. */
export function UltimasOfertas({ paths, opciones, arreglar, guardar, pestanasPrevias = [] }: UltimasOfertasProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const tipos: TipoOferta[] = brand.flags.withoutEmpleo ? ['practicas'] : ['practicas', 'empleo'];
  const items: TabItem[] = [
    ...pestanasPrevias,
    ...tipos.map((tipo) => ({
      value: tipo,
      label: (
        <>
          {tipo === 'practicas' ? <GraduationCap aria-hidden="true" /> : <Briefcase aria-hidden="true" />}
          {t(`ofertas.inicio.pestana.${tipo}`)}
        </>
      ),
      content: <ListaUltimas tipo={tipo} path={paths[tipo]} opciones={opciones} arreglar={arreglar} guardar={guardar} />,
    })),
  ];
  return (
    <section aria-labelledby="inicio-ultimas-ofertas" className="flex flex-col gap-4">
      <h2 id="inicio-ultimas-ofertas" className="text-lg font-semibold text-fg">
        {t('ofertas.inicio.titulo')}
      </h2>
      <Tabs items={items} defaultValue={items[0]?.value} aria-label={t('ofertas.inicio.titulo')} oneRow focusablePanels={false} />
    </section>
  );
}

function ListaUltimas({
  tipo,
  path,
  opciones,
  arreglar,
  guardar,
}: {
  tipo: TipoOferta;
  path: string;
  opciones?: ((oferta: OfertaListItem) => ReactNode) | undefined;
  arreglar?: ArreglarInscripcion | undefined;
  guardar?: ((oferta: OfertaListItem) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useOfertas({ tipo, pagina: 1, tamanoPagina: HOME_OFERTAS_POR_PESTANA });
  return (
    <div className="flex flex-col gap-3">
      {isPending ? (
        <SkeletonList label={t('ofertas.lista.cargando')} count={HOME_PLACEHOLDERS} item={OfertaCardSkeleton} />
      ) : isError ? (
        <EmptyNote>{t('ofertas.lista.errorTexto')}</EmptyNote>
      ) : data.ofertas.length === 0 ? (
        <EmptyNote>{t(`ofertas.inicio.vacio.${tipo}`)}</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.ofertas.map((oferta) => (
            <li key={oferta.urlAcceso}>
              <OfertaCard
                oferta={oferta}
                href={`${path}/${oferta.urlAcceso}`}
                {...(arreglar ? { arreglar } : {})}
                opciones={oferta.idEstadoCandidatura === 16 ? opciones?.(oferta) : undefined}
                guardar={guardar?.(oferta)}
              />
            </li>
          ))}
        </ul>
      )}
      {/* The home lists and counts the latest offers of all, so the link opens them all ("Solo ofertas para mí"
          off, which the list turns on by default): the count it shows is what the list then shows (issue 24). */}
      <Link
        to={`${path}?paraMi=0`}
        className="inline-flex w-fit items-center gap-1.5 self-end rounded-md text-sm font-semibold text-primary hover:underline"
      >
        {data ? t(`ofertas.inicio.verTodas.${tipo}`, { count: data.numTotal }) : t(`ofertas.inicio.verTodasSinNumero.${tipo}`)}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

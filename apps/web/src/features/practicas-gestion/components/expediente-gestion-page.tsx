import { PortalCodes } from '@puente/contract/errors/codes';
import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { FileSearch } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FichaNoDisponible, VolverALista } from '@/components/ficha-gestion/ficha-gestion';
import { mostrarRechazo } from '@/components/formularios-empresa/rechazo';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api-error';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useSeguimientoGestion } from '../api/practicas-gestion';
import { AnexoGestion, AusenciasGestion } from './anexo-y-ausencias';
import { DatosLegales } from './datos-legales';
import { EnviosTutores } from './envios-tutores';
import { InformesFinales } from './informes-finales';
import { ProyectoFormativo } from './proyecto-formativo';
import { ResumenPractica } from './resumen-practica';
import { SeguridadSocial } from './seguridad-social';

export interface ExpedienteGestionPageProps {
  /** null when the address's id is no number: not found, without a call. */
  idPractica: number | null;
  /** The page heading (breadcrumbs and h1), with the internship's name once it is known. */
  heading: (titulo?: string) => ReactNode;
}

const SECCIONES = ['seguridadSocial', 'ausencias', 'datosLegales', 'proyecto', 'anexo', 'informes', 'envios'] as const;
type SeccionExpediente = (typeof SECCIONES)[number];
const ancla = (seccion: SeccionExpediente) => `practica-${seccion}`;

/**
 * /gestion/practicas/:id: the whole legal record of one internship (decision 042) as the office reads it — the
 * summary and what is missing, the Social Security registration (who and why, the account code, registration and
 * deregistration), the absences, the legal data, the training plan, the annex as a PDF with its signed copy, both
 * final reports and the grade, and the tutors' mails with their delivery. Members with practicas:cambiar get the
 * forms; lectura reads.
 */
export function ExpedienteGestionPage({ idPractica, heading }: ExpedienteGestionPageProps) {
  if (idPractica === null) return <NoEncontrada heading={heading} />;
  return <Expediente idPractica={idPractica} heading={heading} />;
}

/** Back to the list with the filters it was left with. */
function useVolver() {
  const { t } = useTranslation();
  const location = useLocation();
  const volverA = `/gestion/practicas${(location.state as { volver?: string } | null)?.volver ?? ''}`;
  return <VolverALista a={volverA} texto={t('practicasGestion.expediente.volver')} />;
}

function Expediente({ idPractica, heading }: { idPractica: number; heading: (titulo?: string) => ReactNode }) {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('practicas:leer');
  const puedeCambiar = usePermite('practicas:cambiar');
  const sinPermiso = Boolean(cuenta.data) && !puedeLeer;
  // Asked once the account says it may: a member without the area is told so, not refused by the API.
  const seguimiento = useSeguimientoGestion(idPractica, puedeLeer);
  const volver = useVolver();
  const { error } = seguimiento;
  const noEncontrada = isApiError(error) && error.status === PortalCodes.PRACTICANTE_NO_ENCONTRADO;

  // The query is silent so that a 45 is said here alone; any other failure goes to the banner (and its report).
  useEffect(() => {
    if (error && !(isApiError(error) && error.status === PortalCodes.PRACTICANTE_NO_ENCONTRADO)) mostrarRechazo(error);
  }, [error]);

  if (noEncontrada && !sinPermiso) return <NoEncontrada heading={heading} />;
  if (sinPermiso || !seguimiento.data)
    return (
      <FichaNoDisponible
        heading={heading}
        sinPermiso={
          sinPermiso
            ? { titulo: t('practicasGestion.sinPermiso.titulo'), texto: t('practicasGestion.sinPermiso.texto') }
            : undefined
        }
        cargando={
          seguimiento.isPending
            ? {
                etiqueta: t('practicasGestion.expediente.cargando'),
                cabecera: ['h-40 rounded-2xl', 'h-8 rounded-xl', 'h-56 rounded-2xl'],
              }
            : undefined
        }
        error={{
          titulo: t('practicasGestion.expediente.error'),
          reintentar: t('practicasGestion.reintentar'),
          onReintentar: () => void seguimiento.refetch(),
          volver,
        }}
      />
    );

  return <Contenido practica={seguimiento.data} puedeCambiar={puedeCambiar} heading={heading} volver={volver} />;
}

function Contenido({
  practica: p,
  puedeCambiar,
  heading,
  volver,
}: {
  practica: SeguimientoPractica;
  puedeCambiar: boolean;
  heading: (titulo?: string) => ReactNode;
  volver: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {heading(t('practicasGestion.expediente.titulo', { alumno: p.alumno, empresa: p.empresa }))}
      <div className="flex flex-col gap-5">
        <ResumenPractica practica={p} volver={volver} />
        <nav aria-label={t('practicasGestion.expediente.indice')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SECCIONES.map((s) => (
              <li key={s}>
                <a
                  href={`#${ancla(s)}`}
                  className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {t(`practicasGestion.expediente.secciones.${s}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SeguridadSocial id={ancla('seguridadSocial')} practica={p} puedeCambiar={puedeCambiar} />
        <AusenciasGestion id={ancla('ausencias')} practica={p} puedeCambiar={puedeCambiar} />
        <DatosLegales id={ancla('datosLegales')} practica={p} puedeCambiar={puedeCambiar} />
        <ProyectoFormativo id={ancla('proyecto')} practica={p} />
        <AnexoGestion id={ancla('anexo')} practica={p} puedeCambiar={puedeCambiar} />
        <InformesFinales id={ancla('informes')} practica={p} />
        <EnviosTutores id={ancla('envios')} practica={p} />
      </div>
    </>
  );
}

function NoEncontrada({ heading }: { heading: (titulo?: string) => ReactNode }) {
  const { t } = useTranslation();
  const volver = useVolver();
  return (
    <>
      {heading()}
      <EmptyState
        as="section"
        titleAs="h2"
        icon={FileSearch}
        title={t('practicasGestion.expediente.noEncontrada.titulo')}
        description={t('practicasGestion.expediente.noEncontrada.texto')}
        action={volver}
      />
    </>
  );
}

import type { MotivoNoInscripcion as Motivo } from '@puente/contract/endpoints/ofertas';
import { ArrowRight, Ban, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The id of the offer page's block where the document an offer asks for (code 11) is handed in. */
export const ANCLA_DOCUMENTACION = 'documentacion';

/** What the student can do about a reason, as the app maps it to a route (the CV section, their candidacies). */
export interface ArregloInscripcion {
  href: string;
  accion: 'busqueda' | 'estudios' | 'cv' | 'permiso' | 'completarCv' | 'documentacion' | 'candidaturas' | 'candidatura';
}

/**
 * The app's mapping from a reason's code (spec §8) to the action that fixes it;
 * null when the student cannot fix it. `hrefOferta` is the offer's page, where
 * a document the offer asks for (11) is handed in; on that page it is left out.
 */
export type ArreglarInscripcion = (codigo: number, urlAcceso: string, hrefOferta?: string) => ArregloInscripcion | null;

export interface MotivoNoInscripcionProps {
  motivo: Motivo;
  arreglo?: ArregloInscripcion | null;
  /** For aria-describedby: the disabled "Inscribirme" is described by this sentence. */
  id?: string;
  /** A card's one line, or the offer's side panel. */
  variante?: 'tarjeta' | 'panel';
  className?: string;
}

/** Why the student cannot apply, in the API's words, and the link that fixes it when there is one. */
export function MotivoNoInscripcion({ motivo, arreglo, id, variante = 'panel', className }: MotivoNoInscripcionProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cn('relative z-10 flex flex-col gap-1.5 text-sm', variante === 'panel' && 'rounded-lg bg-subtle p-3', className)}
    >
      <p className="flex items-start gap-2 text-fg">
        <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        <span>
          <span className="font-semibold">{t('ofertas.inscripcion.noPuedes')}</span> <span id={id}>{motivo.mensaje}</span>
        </span>
      </p>
      {arreglo ? (
        <Link
          to={arreglo.href}
          className="ms-6 inline-flex w-fit items-center gap-1 rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t(`ofertas.inscripcion.arreglar.${arreglo.accion}`)}
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      ) : null}
    </div>
  );
}

/** A card's verdict: "Puedes inscribirte", or why not. */
export function VeredictoInscripcion({
  puedeInscribirse,
  motivo,
  arreglo,
}: {
  puedeInscribirse: boolean;
  motivo: Motivo | null;
  arreglo?: ArregloInscripcion | null;
}) {
  const { t } = useTranslation();
  if (puedeInscribirse || !motivo) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-success">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        {t('ofertas.inscripcion.puedes')}
      </p>
    );
  }
  return <MotivoNoInscripcion motivo={motivo} arreglo={arreglo} variante="tarjeta" />;
}

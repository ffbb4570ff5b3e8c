import type { ProgramaGestion } from '@puente/contract/programas';
import { Building2, Check, GraduationCap, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyNote } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { usePermite } from '@/lib/cuenta-gestor';
import { type RememberedFocus, rememberFocus, returnFocus } from '@/lib/focus-return';
import { formatFecha } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { type AdhesionGestion, useAdhesionesPrograma, useResolverAdhesion } from '../api/adhesiones-programa';
import { ErrorSeccion } from './error-seccion';
import { PILDORA, tonoAdhesion } from './etiquetas';

/** Where a student's or a company's staff page is, for members who may read it. */
const rutaAdherente = (a: AdhesionGestion) => (a.tipo === 'alumno' ? `/gestion/alumnos/${a.id}` : `/gestion/empresas/${a.id}`);

/**
 * Once the decided row has left the list to decide (a frame or two after the adhesions are read again), the
 * focus goes to the next one, or to the list's heading; while the row is still there it waits for it.
 */
function devolverFoco(foco: RememberedFocus, intentos = 30) {
  requestAnimationFrame(() => {
    if (foco.opener?.isConnected && intentos > 0) devolverFoco(foco, intentos - 1);
    else returnFocus(foco);
  });
}

/** Who asked (linked to their staff page when the member may read it), what they are and when they asked. */
function Adherente({ adhesion: a }: { adhesion: AdhesionGestion }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const puedeVer = usePermite(a.tipo === 'alumno' ? 'practicas:leer' : 'empresas:leer');
  const Icono = a.tipo === 'alumno' ? GraduationCap : Building2;
  return (
    <span className="flex min-w-0 flex-col gap-1">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {puedeVer ? (
          <Link to={rutaAdherente(a)} className="font-medium text-fg underline-offset-4 [overflow-wrap:anywhere] hover:underline">
            {a.nombre}
          </Link>
        ) : (
          <span className="font-medium text-fg [overflow-wrap:anywhere]">{a.nombre}</span>
        )}
        {a.estado === 'solicitada' ? null : (
          <span className={cn(PILDORA, tonoAdhesion[a.estado])}>{t(`programasGestion.adhesiones.estado.${a.estado}`)}</span>
        )}
      </span>
      <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
        <Icono aria-hidden="true" className="size-3.5 shrink-0" />
        <span>{t(`programasGestion.adhesiones.tipo.${a.tipo}`)}</span>
        <span aria-hidden="true">·</span>
        <span className="tabular-nums">{t('programasGestion.adhesiones.fecha', { fecha: formatFecha(a.fecha, idioma) })}</span>
      </span>
    </span>
  );
}

/**
 * A requested adhesion's decisions: "Aprobar" at once, "Rechazar" after a question (the API takes no reason).
 * Either way the API notifies the student or the company, and the toast says so. The focus then goes to the
 * next adhesion to decide, or to the list's heading when none is left.
 */
function Decision({ idPrograma, adhesion: a }: { idPrograma: number; adhesion: AdhesionGestion }) {
  const { t } = useTranslation();
  const resolver = useResolverAdhesion();
  const resolverCon = async (aceptar: boolean) => {
    await resolver.mutateAsync({ id: idPrograma, tipo: a.tipo, idAdherente: a.id, aceptar });
    toast({
      title: t(aceptar ? 'programasGestion.adhesiones.aprobada' : 'programasGestion.adhesiones.rechazada', { nombre: a.nombre }),
      description: t(`programasGestion.adhesiones.avisado.${a.tipo}`),
      tone: 'success',
    });
  };
  const aprobar = async () => {
    // Not disabled while it runs: a disabled button would drop the keyboard focus.
    if (resolver.isPending) return;
    const foco = rememberFocus();
    try {
      await resolverCon(true);
    } catch {
      // The query client's banner says why.
      return;
    }
    devolverFoco(foco);
  };
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <Button
        size="sm"
        aria-busy={resolver.isPending || undefined}
        aria-label={t('programasGestion.adhesiones.aprobarA', { nombre: a.nombre })}
        onClick={() => void aprobar()}
      >
        <Check aria-hidden="true" />
        {t('programasGestion.adhesiones.aprobar')}
      </Button>
      <ConfirmDialog
        tone="danger"
        trigger={
          <Button size="sm" variant="outline" aria-label={t('programasGestion.adhesiones.rechazarA', { nombre: a.nombre })}>
            <X aria-hidden="true" />
            {t('programasGestion.adhesiones.rechazar')}
          </Button>
        }
        title={t('programasGestion.adhesiones.rechazoTitulo', { nombre: a.nombre })}
        description={t(`programasGestion.adhesiones.rechazoTexto.${a.tipo}`)}
        cancelLabel={t('programasGestion.adhesiones.cancelar')}
        confirmLabel={t('programasGestion.adhesiones.rechazar')}
        pendingLabel={t('programasGestion.adhesiones.rechazando')}
        onConfirm={() => resolverCon(false)}
      />
    </div>
  );
}

function FilaAdhesion({
  idPrograma,
  adhesion: a,
  puedeDecidir,
}: {
  idPrograma: number;
  adhesion: AdhesionGestion;
  puedeDecidir: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <Adherente adhesion={a} />
      {a.estado === 'solicitada' && puedeDecidir ? <Decision idPrograma={idPrograma} adhesion={a} /> : null}
    </li>
  );
}

/** A titled list of adhesions: a section named by its heading, so the focus can land on it when it empties. */
function ListaAdhesiones({
  id,
  titulo,
  vacio,
  adhesiones,
  idPrograma,
  puedeDecidir,
}: {
  id: string;
  titulo: string;
  vacio: string;
  adhesiones: AdhesionGestion[];
  idPrograma: number;
  puedeDecidir: boolean;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold text-fg">
        {titulo}
      </h3>
      {adhesiones.length === 0 ? (
        <EmptyNote>{vacio}</EmptyNote>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {adhesiones.map((a) => (
            <FilaAdhesion key={`${a.tipo}-${a.id}`} idPrograma={idPrograma} adhesion={a} puedeDecidir={puedeDecidir} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The programme's adhesions, students' and companies': those to decide first (with "Aprobar" and "Rechazar"
 * for members who may change programmes), then those decided. The page says the adherent is notified.
 */
export function SeccionAdhesiones({ programa: p }: { programa: ProgramaGestion }) {
  const { t } = useTranslation();
  const puedeLeer = usePermite('practicas:leer');
  const puedeDecidir = usePermite('practicas:cambiar');
  const adhesiones = useAdhesionesPrograma(p.idPrograma, puedeLeer);

  if (adhesiones.isPending)
    return (
      <div role="status" aria-label={t('programasGestion.adhesiones.cargando')} className="flex flex-col gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  if (adhesiones.isError) return <ErrorSeccion reintentar={() => void adhesiones.refetch()} />;

  const todas = adhesiones.data;
  const porDecidir = todas.filter((a) => a.estado === 'solicitada');
  const decididas = todas.filter((a) => a.estado !== 'solicitada');
  return (
    <div className="flex flex-col gap-5">
      <p className="max-w-3xl text-sm text-muted">
        {t(
          p.requiereAdhesion
            ? puedeDecidir
              ? 'programasGestion.adhesiones.intro'
              : 'programasGestion.adhesiones.introLectura'
            : 'programasGestion.adhesiones.introSinAdhesion',
        )}
      </p>
      <ListaAdhesiones
        id="adhesiones-por-decidir"
        titulo={t('programasGestion.adhesiones.porDecidir', { count: porDecidir.length })}
        vacio={t('programasGestion.adhesiones.porDecidirVacio')}
        adhesiones={porDecidir}
        idPrograma={p.idPrograma}
        puedeDecidir={puedeDecidir}
      />
      <ListaAdhesiones
        id="adhesiones-decididas"
        titulo={t('programasGestion.adhesiones.decididas', { count: decididas.length })}
        vacio={t('programasGestion.adhesiones.decididasVacio')}
        adhesiones={decididas}
        idPrograma={p.idPrograma}
        puedeDecidir={puedeDecidir}
      />
    </div>
  );
}

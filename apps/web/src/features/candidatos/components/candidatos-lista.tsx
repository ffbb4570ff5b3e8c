import { EstadoCandidatura } from '@puente/contract/candidaturas';
import { ArrowRightLeft, CalendarDays, Mail, Phone, UserRoundSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyNote } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';
import type { Candidato } from '../api/candidatos';
import { COLUMNAS_TABLERO } from '../estados';
import { idCambiar } from '../ids';
import { Avatar } from './avatar';

export const FILTRO_TODOS = 'todos';

export interface CandidatosListaProps {
  candidatos: Candidato[];
  filtro: string;
  onFiltro: (filtro: string) => void;
  onCambiar: (candidato: Candidato) => void;
}

/** States present in the list, in selection order, for the filter. */
function estadosPresentes(candidatos: Candidato[]) {
  const presentes = new Set(candidatos.map((c) => c.estado));
  const orden = [...COLUMNAS_TABLERO, ...[...presentes].filter((e) => !COLUMNAS_TABLERO.includes(e)).sort((a, b) => a - b)];
  return orden.filter((e) => presentes.has(e));
}

export function CandidatosLista({ candidatos, filtro, onFiltro, onCambiar }: CandidatosListaProps) {
  const { t } = useTranslation();
  const etiqueta = useEtiquetaEstadoCandidatura('empresa');
  const estados = estadosPresentes(candidatos);
  const visibles = filtro === FILTRO_TODOS ? candidatos : candidatos.filter((c) => String(c.estado) === filtro);
  const opciones = [
    { value: FILTRO_TODOS, label: t('candidatos.filtroTodos'), count: candidatos.length },
    ...estados.map((e) => ({ value: String(e), label: etiqueta(e), count: candidatos.filter((c) => c.estado === e).length })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('candidatos.filtrarPorEstado')}</legend>
        {opciones.map((opcion) => {
          const activo = filtro === opcion.value;
          return (
            <button
              key={opcion.value}
              type="button"
              aria-pressed={activo}
              onClick={() => onFiltro(opcion.value)}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition',
                activo ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-subtle',
              )}
            >
              {opcion.label}
              <span className={cn('rounded-full px-1.5 text-xs tabular-nums', activo ? 'bg-white/20' : 'bg-subtle text-muted')}>
                {opcion.count}
              </span>
            </button>
          );
        })}
      </fieldset>
      {visibles.length === 0 ? (
        <EmptyNote>{t('candidatos.sinCandidatosFiltro')}</EmptyNote>
      ) : (
        <Card as="ul" padding="none" aria-label={t('candidatos.lista')} className="flex flex-col divide-y divide-border">
          {visibles.map((c) => (
            <li key={c.idCandidatura} className="flex flex-col gap-3 p-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
                <div className="flex min-w-0 items-start gap-3">
                  <Avatar nombre={c.nombre} apellidos={c.apellidos} />
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <Link
                      to={`/ver-cv/${c.idCandidatura}`}
                      className="w-fit rounded font-semibold text-fg hover:text-primary hover:underline"
                    >
                      {c.nombre} {c.apellidos}
                    </Link>
                    <div className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted">
                      <a
                        href={`mailto:${c.email}`}
                        className="inline-flex min-w-0 items-center gap-1.5 hover:text-fg hover:underline"
                      >
                        <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                        <span className="truncate">{c.email}</span>
                      </a>
                      {c.telefono ? (
                        <a href={`tel:${c.telefono}`} className="inline-flex items-center gap-1.5 hover:text-fg hover:underline">
                          <Phone aria-hidden="true" className="size-3.5" />
                          {c.telefono}
                        </a>
                      ) : null}
                    </div>
                  </div>
                </div>
                <EstadoCandidaturaBadge
                  lector="empresa"
                  estado={c.estado}
                  texto={c.Estado}
                  className="ms-13 w-fit shrink-0 sm:ms-0"
                />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 ps-13">
                <p className="flex items-center gap-1.5 text-sm text-muted">
                  <CalendarDays aria-hidden="true" className="size-3.5" />
                  {t('candidatos.inscritaEl', { fecha: c.fechaInscripcion })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="ghost" size="sm">
                    <Link
                      to={`/ver-cv/${c.idCandidatura}`}
                      aria-label={t('candidatos.verCvDe', { nombre: `${c.nombre} ${c.apellidos}` })}
                    >
                      <UserRoundSearch aria-hidden="true" />
                      {t('candidatos.verCv')}
                    </Link>
                  </Button>
                  {c.transiciones.length > 0 ? (
                    <Button
                      id={idCambiar(c.idCandidatura)}
                      variant="outline"
                      size="sm"
                      onClick={() => onCambiar(c)}
                      aria-label={t('candidatos.cambiarEstadoDe', { nombre: `${c.nombre} ${c.apellidos}` })}
                    >
                      <ArrowRightLeft aria-hidden="true" />
                      {t('candidatos.cambiarEstado')}
                    </Button>
                  ) : (
                    <span className="self-center px-2 text-xs text-muted">
                      {c.estado === EstadoCandidatura.PREINSCRITA ? t('candidatos.esperaEstudiante') : t('candidatos.sinCambios')}
                    </span>
                  )}
                </div>
              </div>
            </li>
          ))}
        </Card>
      )}
    </div>
  );
}

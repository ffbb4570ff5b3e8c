import { type EstadoAlumno, ETIQUETAS_ESTADO_ALUMNO } from '@puente/contract/alumnos-gestion';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';

const COLOR: Record<EstadoAlumno, string> = {
  activo: 'bg-success-bg text-success',
  bloqueado: 'bg-danger-bg text-danger',
  baja: 'bg-subtle text-muted',
  sin_acceso: 'bg-warning-bg text-warning',
};

/** A student account's state as a coloured pill, in the UI language (the contract's labels). */
export function EstadoAlumnoBadge({ estado, className }: { estado: EstadoAlumno; className?: string }) {
  const idioma = useLanguage();
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', COLOR[estado], className)}>
      {ETIQUETAS_ESTADO_ALUMNO[estado][idioma]}
    </span>
  );
}

/** "Lucía García Fernández" */
export const nombreCompleto = (a: { nombre: string; apellido1: string; apellido2: string | null }) =>
  [a.nombre, a.apellido1, a.apellido2].filter(Boolean).join(' ');

/** An instant as the staff read it: day and time on Madrid's clock, in the UI language. */
export function fechaHora(iso: string, idioma: 'es' | 'en') {
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime())) return iso;
  return new Intl.DateTimeFormat(idioma === 'en' ? 'en-GB' : 'es-ES', {
    timeZone: 'Europe/Madrid',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(fecha);
}

/** An instant's day on Madrid's clock (yyyy-mm-dd), for the date formatter. */
export function diaMadrid(iso: string) {
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime())) return iso;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(fecha);
}

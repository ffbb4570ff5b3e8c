import { cn } from '@/lib/cn';

/** Initials in a circle, for the candidate lists and the board (the CV page fetches the photo: cv/foto-candidato). */
export function Avatar({ nombre, apellidos, small }: { nombre: string; apellidos: string; small?: boolean }) {
  const iniciales = `${nombre.charAt(0)}${apellidos.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-subtle font-semibold text-primary',
        small ? 'size-8 text-xs' : 'size-10 text-sm',
      )}
    >
      {iniciales}
    </span>
  );
}

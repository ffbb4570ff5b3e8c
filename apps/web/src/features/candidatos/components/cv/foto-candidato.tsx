import { Skeleton } from '@/components/ui/skeleton';
import { useFotoCandidato } from '../../api/cv-candidato';

/** The candidate's photo, or their initials when there is none (or it cannot be read). */
export function FotoCandidato({
  idCandidatura,
  hayFoto,
  nombre,
  apellido,
  alt,
}: {
  idCandidatura: number;
  hayFoto: boolean;
  nombre: string;
  apellido: string;
  alt: string;
}) {
  const { url, cargando } = useFotoCandidato(idCandidatura, hayFoto);
  if (url)
    return <img src={url} alt={alt} className="size-20 shrink-0 rounded-full object-cover ring-2 ring-border sm:size-24" />;
  if (cargando) return <Skeleton className="size-20 shrink-0 rounded-full sm:size-24" />;
  const iniciales = `${nombre.charAt(0)}${apellido.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-subtle text-2xl font-semibold text-primary sm:size-24"
    >
      {iniciales}
    </span>
  );
}

import { Building2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Two letters of the company name on a tinted square: offers carry no logos, and a shape helps scanning a list. */
export function EmpresaAvatar({ nombre, className }: { nombre: string | null; className?: string }) {
  const letras = (nombre ?? '')
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-xl bg-subtle text-sm font-semibold text-primary',
        className,
      )}
    >
      {letras || <Building2 className="size-5" />}
    </span>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export interface SeccionProps {
  id: string;
  titulo: string;
  icon: LucideIcon;
  /** What the empty section says ("Sin idiomas"); shown instead of the children when `vacia`. */
  vacio: string;
  vacia: boolean;
  children?: ReactNode;
}

/** One section of the candidate's CV: a card with its heading, or a short line when the student left it empty. */
export function Seccion({ id, titulo, icon: Icon, vacio, vacia, children }: SeccionProps) {
  return (
    <Card aria-labelledby={id} className="flex flex-col gap-4">
      <h3 id={id} className="flex items-center gap-2 font-semibold text-fg">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {titulo}
      </h3>
      {vacia ? <p className="text-sm text-muted">{vacio}</p> : children}
    </Card>
  );
}

/** Short values as chips (competencias, intereses, áreas). */
export function Etiquetas({ valores }: { valores: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {valores.map((v) => (
        <li key={v} className="rounded-full bg-subtle px-3 py-1 text-sm text-fg">
          {v}
        </li>
      ))}
    </ul>
  );
}

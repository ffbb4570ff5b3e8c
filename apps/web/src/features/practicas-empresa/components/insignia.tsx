import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A small rounded label (a state, the paperwork's), its colours from etiquetas.ts. */
export function Insignia({ tono, icono: Icono, children }: { tono: string; icono?: LucideIcon; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', tono)}>
      {Icono ? <Icono aria-hidden="true" className="size-3.5" /> : null}
      {children}
    </span>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A small rounded label: an internship's state, a document's. */
export function Insignia({ tono, icono: Icono, children }: { tono: string; icono?: LucideIcon; children: ReactNode }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', tono)}>
      {Icono ? <Icono aria-hidden="true" className="size-3.5" /> : null}
      {children}
    </span>
  );
}

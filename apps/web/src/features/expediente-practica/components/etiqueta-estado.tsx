import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A state as a small rounded label, its colours from etiquetas.ts. */
export function EtiquetaEstado({ tono, children }: { tono: string; children: ReactNode }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', tono)}>{children}</span>;
}

import type { ReactNode } from 'react';

/** One term of a record's description list; long names and addresses wrap at 360 px. */
export function Dato({ termino, children }: { termino: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{termino}</dt>
      <dd className="[overflow-wrap:anywhere] text-sm text-fg">{children}</dd>
    </div>
  );
}

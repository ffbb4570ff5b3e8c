import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block while data loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-[color-mix(in_oklab,var(--ui-fg)_9%,transparent)]', className)}
    />
  );
}

/** The loading region around placeholders: announced once by its label, the blocks themselves stay silent. */
export function Loading({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** `count` placeholders of the same shape, for lists: rows by default, or a card component. */
export function SkeletonList({
  label,
  count,
  className = 'flex flex-col gap-3',
  row = 'h-12 w-full',
  item: Item,
}: {
  label: string;
  count: number;
  className?: string;
  /** Classes of each row (when no `item`). */
  row?: string;
  /** A placeholder component per item (a card's skeleton). */
  item?: () => ReactNode;
}) {
  return (
    <Loading label={label} className={className}>
      {Array.from({ length: count }, (_, n) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        Item ? <Item key={n} /> : <Skeleton key={n} className={row} />,
      )}
    </Loading>
  );
}

/** A detail page while it loads: optional header blocks (their classes), then its main column and its aside. */
export function SkeletonDetail({ label, header = [] }: { label: string; header?: string[] }) {
  return (
    <Loading label={label} className="flex flex-col gap-5">
      {header.map((clases) => (
        <Skeleton key={clases} className={clases} />
      ))}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </Loading>
  );
}

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

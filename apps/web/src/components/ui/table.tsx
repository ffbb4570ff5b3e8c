import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A table that scrolls sideways on narrow screens instead of breaking the layout. */
export function Table({ caption, className, children, ...props }: ComponentProps<'table'> & { caption?: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className={cn('w-full border-collapse text-sm', className)} {...props}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('border-b border-border bg-subtle px-4 py-3 text-start font-semibold text-fg', className)}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-border px-4 py-3 text-fg', className)} {...props} />;
}

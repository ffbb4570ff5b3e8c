import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /** h2 when the state stands for the page's content; p inside a panel that has its own heading. */
  titleAs?: 'h2' | 'p';
  as?: 'section' | 'div';
  className?: string;
}

/** What a screen or a panel shows instead of its content: nothing yet, nothing found, or could not load. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs = 'p',
  as: Element = 'div',
  className,
}: EmptyStateProps) {
  const Title = titleAs;
  return (
    <Element
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="flex size-12 items-center justify-center rounded-2xl bg-subtle text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Title className={cn('font-semibold text-fg', titleAs === 'h2' && 'text-lg')}>{title}</Title>
      {description ? <p className={cn('max-w-md text-muted', titleAs === 'p' && 'text-sm')}>{description}</p> : null}
      {action}
    </Element>
  );
}

/** The one-line version inside a home panel: a dashed note, no icon. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-border bg-surface px-4 py-6 text-center text-sm text-muted">
      {children}
    </p>
  );
}

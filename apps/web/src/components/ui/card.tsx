import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cn('rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-6', className)} {...props} />;
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading level, so cards fit the page outline. */
  as?: 'h2' | 'h3';
}

export function CardHeader({ title, description, action, as: Heading = 'h2' }: CardHeaderProps) {
  return (
    <header className="mb-4 flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <Heading className="text-lg font-semibold leading-tight text-fg">{title}</Heading>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {action}
    </header>
  );
}

import { Slot } from 'radix-ui';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const paddings = {
  none: '',
  sm: 'p-4 sm:p-5',
  md: 'p-5 sm:p-6',
  lg: 'p-6 sm:p-8',
} as const;

const elevations = {
  flat: '',
  card: 'shadow-card',
  raised: 'shadow-raised',
} as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element it is: a card is often the page's section, an article of a list, an aside or a fieldset. */
  as?: 'section' | 'div' | 'article' | 'aside' | 'header' | 'fieldset' | 'ul';
  /** Renders the child element (a link that is a whole card) with the card's surface. */
  asChild?: boolean;
  /** Inner space; `none` when the content brings its own (a divided list) or the caller sets one. */
  padding?: keyof typeof paddings;
  elevation?: keyof typeof elevations;
}

/** The surface every panel of the portal sits on: rounded, bordered, on the surface colour. */
export function Card({ as = 'section', asChild, padding = 'md', elevation = 'card', className, ...props }: CardProps) {
  const Element = asChild ? Slot.Root : as;
  return (
    <Element
      className={cn('rounded-2xl border border-border bg-surface', paddings[padding], elevations[elevation], className)}
      {...props}
    />
  );
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

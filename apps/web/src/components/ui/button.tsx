import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-primary text-primary-fg shadow-card hover:brightness-110 active:brightness-95',
  secondary: 'bg-subtle text-fg hover:bg-[color-mix(in_oklab,var(--brand-primario)_14%,var(--ui-surface))]',
  outline: 'border border-border bg-surface text-fg hover:bg-subtle',
  ghost: 'text-fg hover:bg-subtle',
  danger: 'bg-danger text-danger-fg shadow-card hover:brightness-110',
  link: 'px-0 text-primary underline-offset-4 hover:underline',
  /** White on a primary-coloured surface (header of dark-logo brands). */
  inverse: 'bg-white text-brand shadow-card hover:brightness-95',
  /** No colours: the caller sets them (there is no class merging, so variants must not be overridden). */
  bare: '',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-full',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (a link) with button styles. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition',
        'disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}

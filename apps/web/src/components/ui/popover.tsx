import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PopoverProps {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  className?: string;
  'aria-label'?: string;
}

export function Popover({ trigger, children, open, onOpenChange, align = 'end', className, ...props }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align={align}
          sideOffset={8}
          collisionPadding={12}
          className={cn(
            'z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-border bg-surface p-4 text-fg shadow-raised outline-none',
            className,
          )}
          {...props}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

export const PopoverAnchor = RadixPopover.Anchor;

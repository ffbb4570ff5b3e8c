import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DropdownMenuProps {
  trigger: ReactNode;
  children: ReactNode;
  label?: ReactNode;
  align?: 'start' | 'end';
}

export function DropdownMenu({ trigger, children, label, align = 'end' }: DropdownMenuProps) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align={align}
          sideOffset={8}
          collisionPadding={12}
          className="z-50 min-w-52 rounded-xl border border-border bg-surface p-1.5 text-fg shadow-raised"
        >
          {label ? <RadixMenu.Label className="px-2.5 py-2 text-xs font-medium text-muted">{label}</RadixMenu.Label> : null}
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export interface DropdownItemProps {
  children: ReactNode;
  onSelect?: () => void;
  /** Renders the child (a link) as the item. */
  asChild?: boolean;
  tone?: 'default' | 'danger';
}

export function DropdownItem({ children, onSelect, asChild, tone = 'default' }: DropdownItemProps) {
  return (
    <RadixMenu.Item
      asChild={asChild}
      onSelect={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-subtle [&_svg]:size-4 [&_svg]:text-muted',
        tone === 'danger' && 'text-danger [&_svg]:text-danger',
      )}
    >
      {children}
    </RadixMenu.Item>
  );
}

export function DropdownSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-border" />;
}

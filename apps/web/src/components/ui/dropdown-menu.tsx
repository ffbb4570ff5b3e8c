import { Check } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DropdownMenuProps {
  trigger: ReactNode;
  children: ReactNode;
  label?: ReactNode;
  align?: 'start' | 'end';
  /** Opens on mount: a menu loaded on the first press of its button (app/layout/language-switch.tsx). */
  defaultOpen?: boolean;
}

export function DropdownMenu({ trigger, children, label, align = 'end', defaultOpen }: DropdownMenuProps) {
  return (
    <RadixMenu.Root defaultOpen={defaultOpen}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align={align}
          sideOffset={8}
          collisionPadding={12}
          className="z-50 max-w-[calc(100vw-1.5rem)] min-w-52 rounded-xl border border-border bg-surface p-1.5 text-fg shadow-raised"
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

export interface DropdownRadioGroupProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

/** A choice of one (menuitemradio): the checked item is announced as such. */
export function DropdownRadioGroup({ value, onValueChange, children }: DropdownRadioGroupProps) {
  return (
    <RadixMenu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </RadixMenu.RadioGroup>
  );
}

export function DropdownRadioItem({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixMenu.RadioItem
      value={value}
      className="relative flex cursor-pointer items-start gap-2.5 rounded-lg py-2 ps-8 pe-2.5 text-sm outline-none select-none data-[highlighted]:bg-subtle"
    >
      <RadixMenu.ItemIndicator className="absolute start-2.5 top-2.5 inline-flex">
        <Check aria-hidden="true" className="size-4 text-primary" />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.RadioItem>
  );
}

export interface DropdownCheckboxItemProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A yes/no in a menu (menuitemcheckbox) that keeps the menu open, so several can be changed in a row. */
export function DropdownCheckboxItem({ checked, onCheckedChange, disabled, children }: DropdownCheckboxItemProps) {
  return (
    <RadixMenu.CheckboxItem
      checked={checked}
      disabled={disabled}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      onSelect={(event) => event.preventDefault()}
      className="relative flex cursor-pointer items-start gap-2.5 rounded-lg py-2 ps-8 pe-2.5 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-55 data-[highlighted]:bg-subtle"
    >
      <RadixMenu.ItemIndicator className="absolute start-2.5 top-2.5 inline-flex">
        <Check aria-hidden="true" className="size-4 text-primary" />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.CheckboxItem>
  );
}

import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
}

export function Checkbox({ id, label, onCheckedChange, className, ...props }: CheckboxProps) {
  return (
    <div className={cn('flex items-start gap-2.5', className)}>
      <RadixCheckbox.Root
        id={id}
        onCheckedChange={(value) => onCheckedChange?.(value === true)}
        className="mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-md border border-border bg-surface transition data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-fg disabled:opacity-50"
        {...props}
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className="cursor-pointer text-sm text-fg">
        {label}
      </label>
    </div>
  );
}

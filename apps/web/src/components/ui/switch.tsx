import { Switch as RadixSwitch } from 'radix-ui';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export interface SwitchProps {
  id: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** Visible state words, e.g. "Sí" / "No" (spec §2's toggle widget). */
  onLabel?: string;
  offLabel?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

export function Switch({ onLabel, offLabel, className, checked, defaultChecked, onCheckedChange, ...props }: SwitchProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultChecked ?? false);
  const isOn = checked ?? uncontrolled;
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <RadixSwitch.Root
        checked={isOn}
        onCheckedChange={(value) => {
          setUncontrolled(value);
          onCheckedChange?.(value);
        }}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-transparent bg-[color-mix(in_oklab,var(--ui-fg)_30%,transparent)] transition data-[state=checked]:bg-primary disabled:opacity-50"
        {...props}
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-card transition data-[state=checked]:translate-x-[1.3rem]" />
      </RadixSwitch.Root>
      {onLabel && offLabel ? (
        <span aria-hidden="true" className="min-w-6 text-sm font-medium text-fg">
          {isOn ? onLabel : offLabel}
        </span>
      ) : null}
    </span>
  );
}

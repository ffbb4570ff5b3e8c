import { RadioGroup as RadixRadio } from 'radix-ui';
import { cn } from '@/lib/cn';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

export interface RadioGroupProps {
  id: string;
  /** Accessible name of the group (the visible legend is the caller's). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  options: RadioOption[];
  orientation?: 'horizontal' | 'vertical';
  name?: string;
  className?: string;
}

export function RadioGroup({ id, options, orientation = 'vertical', className, ...props }: RadioGroupProps) {
  return (
    <RadixRadio.Root
      id={id}
      orientation={orientation}
      className={cn('flex gap-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap', className)}
      {...props}
    >
      {options.map((option) => {
        const itemId = `${id}-${option.value}`;
        return (
          <label
            key={option.value}
            htmlFor={itemId}
            className="flex flex-1 cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface p-3 transition has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-subtle"
          >
            <RadixRadio.Item
              id={itemId}
              value={option.value}
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-border bg-surface data-[state=checked]:border-primary"
            >
              <RadixRadio.Indicator className="size-2.5 rounded-full bg-primary" />
            </RadixRadio.Item>
            <span className="flex flex-col">
              <span className="text-sm font-medium text-fg">{option.label}</span>
              {option.description ? <span className="text-xs text-muted">{option.description}</span> : null}
            </span>
          </label>
        );
      })}
    </RadixRadio.Root>
  );
}

import { RadioGroup as RadixRadio } from 'radix-ui';
import { cn } from '@/lib/cn';

export interface OpcionSiNo {
  value: string;
  label: string;
}

/**
 * Spec §2 "Sí/No toggle": two segments side by side, one pressed. A radio
 * group underneath (arrow keys move and choose, Tab leaves), so a screen
 * reader says "Sí, radio button, 1 of 2, checked".
 */
export function SiNo({
  id,
  opciones,
  value,
  onValueChange,
  'aria-labelledby': labelledBy,
}: {
  id: string;
  opciones: OpcionSiNo[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  'aria-labelledby': string;
}) {
  return (
    <RadixRadio.Root
      id={id}
      value={value ?? ''}
      onValueChange={onValueChange}
      orientation="horizontal"
      aria-labelledby={labelledBy}
      className="inline-flex w-full max-w-xs rounded-full border border-border bg-subtle p-1"
    >
      {opciones.map((o) => (
        <RadixRadio.Item
          key={o.value}
          id={`${id}-${o.value}`}
          value={o.value}
          className={cn(
            'min-h-11 flex-1 cursor-pointer rounded-full px-4 text-sm font-semibold text-muted transition',
            'hover:text-fg data-[state=checked]:bg-primary data-[state=checked]:text-primary-fg data-[state=checked]:shadow-sm',
          )}
        >
          {o.label}
        </RadixRadio.Item>
      ))}
    </RadixRadio.Root>
  );
}

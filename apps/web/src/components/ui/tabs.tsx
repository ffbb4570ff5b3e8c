import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  'aria-label'?: string;
  className?: string;
  /** Stretches the triggers over the whole width (segmented control look). */
  stretch?: boolean;
}

export function Tabs({ items, className, stretch, 'aria-label': ariaLabel, ...props }: TabsProps) {
  return (
    <RadixTabs.Root className={cn('flex flex-col gap-5', className)} {...props}>
      {/* On a narrow screen the triggers wrap onto another row rather than push the page sideways. */}
      <RadixTabs.List
        aria-label={ariaLabel}
        className={cn('flex max-w-full flex-wrap gap-1 rounded-xl bg-subtle p-1', stretch ? 'w-full' : 'w-fit')}
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium text-muted transition',
              'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-card [&_svg]:size-4',
              stretch && 'flex-1',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        // The panel is a Tab stop (Radix): it shows the focus ring like every other one.
        <RadixTabs.Content key={item.value} value={item.value} className="rounded-lg focus-visible:outline-offset-4">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

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
  /**
   * Keeps every tab on one row: below `sm` the triggers are equal columns whose labels wrap inside them, so a
   * narrow screen never leaves one tab alone on a second row (the student home's three tabs at 360 px).
   */
  oneRow?: boolean;
  /**
   * False when every panel holds links or buttons of its own: the panel is then no Tab stop (WAI-ARIA tabs
   * pattern), so Tab goes from the tab straight to the panel's first link instead of stopping on the panel,
   * which a screen reader announces with that first link's text (the home's programme cards, issue 24).
   */
  focusablePanels?: boolean;
  /** Every trigger disabled (a pre-rendered page before hydration, lib/use-hidratado.ts). */
  disabled?: boolean;
}

export function Tabs({
  items,
  className,
  stretch,
  oneRow,
  focusablePanels = true,
  disabled,
  'aria-label': ariaLabel,
  ...props
}: TabsProps) {
  return (
    <RadixTabs.Root className={cn('flex flex-col gap-5', className)} {...props}>
      {/* On a narrow screen the triggers wrap onto another row rather than push the page sideways. */}
      <RadixTabs.List
        aria-label={ariaLabel}
        className={cn(
          'flex max-w-full flex-wrap gap-1 rounded-xl bg-subtle p-1',
          stretch ? 'w-full' : 'w-fit',
          oneRow && 'grid w-full auto-cols-fr grid-flow-col sm:flex sm:w-fit',
        )}
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={disabled}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium text-muted transition',
              'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-card [&_svg]:size-4',
              stretch && 'flex-1',
              oneRow && 'h-auto min-h-10 px-2 py-1.5 text-center leading-tight max-sm:flex-col max-sm:gap-1 sm:h-10 sm:px-4',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        // The panel is a Tab stop (Radix) unless told otherwise: it shows the focus ring like every other one.
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          className="rounded-lg focus-visible:outline-offset-4"
          {...(focusablePanels ? {} : { tabIndex: undefined })}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

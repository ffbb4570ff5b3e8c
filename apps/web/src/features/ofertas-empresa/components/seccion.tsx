import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export interface SeccionProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled block of the offer form; its heading names the region for screen readers. */
export function Seccion({ id, icon: Icon, title, description, children }: SeccionProps) {
  const headingId = `${id}-titulo`;
  return (
    <Card id={id} aria-labelledby={headingId} className="scroll-mt-28">
      <header className="mb-5 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-col gap-0.5">
          <h2 id={headingId} className="text-lg font-semibold leading-tight text-fg">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
      </header>
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

import { Label } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useInFormFeedbackScope } from './form-feedback';

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error wired together so screen readers announce all of them. */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  // Alone, an error alerts as it appears; in a form with one summary that summary speaks instead.
  // The message is the spec's text as it is: the control's name and description say which field.
  const inSummaryForm = useInFormFeedbackScope();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline gap-0.5">
        <Label.Root htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </Label.Root>
        {/* Outside the label so the field's name stays clean; the control carries aria-required. */}
        {required ? (
          <span aria-hidden="true" className="text-sm text-danger">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={inSummaryForm ? undefined : 'alert'} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes a control inside <Field> needs. */
export function fieldAria(id: string, { error, hint, required }: { error?: unknown; hint?: unknown; required?: boolean } = {}) {
  const describedBy = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  };
}

export const controlClass =
  'w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg shadow-[inset_0_1px_1px_rgb(0_0_0/0.03)] transition ' +
  'placeholder:text-muted/70 hover:border-[color-mix(in_oklab,var(--ui-fg)_30%,transparent)] ' +
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-[color-mix(in_oklab,var(--brand-primario)_35%,transparent)] ' +
  'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60';

import { FileUp } from 'lucide-react';
import { Progress } from 'radix-ui';
import type { ChangeEvent } from 'react';
import { cn } from '@/lib/cn';

export interface FileInputProps {
  id: string;
  /** Text inside the drop zone, e.g. "Selecciona un fichero". */
  prompt: string;
  /** Short rules under the prompt (types, size). */
  hint?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** Name of the chosen file, shown once picked. */
  selectedName?: string;
  /** 0-100 while uploading; undefined hides the bar. */
  progress?: number;
  progressLabel?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function FileInput({
  id,
  prompt,
  hint,
  selectedName,
  progress,
  progressLabel,
  onFiles,
  disabled,
  ...props
}: FileInputProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(Array.from(event.target.files ?? []));
  };
  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border bg-surface px-4 py-6 text-center transition hover:border-primary hover:bg-subtle',
          'has-[:focus-visible]:border-primary has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <FileUp aria-hidden="true" className="size-6 text-primary" />
        <span className="text-sm font-medium text-fg">{selectedName ?? prompt}</span>
        {hint ? <span className="text-xs text-muted">{hint}</span> : null}
        <input id={id} type="file" className="sr-only" disabled={disabled} onChange={onChange} {...props} />
      </label>
      {progress !== undefined ? (
        <Progress.Root
          value={progress}
          aria-label={progressLabel}
          className="relative h-2 w-full overflow-hidden rounded-full bg-subtle"
        >
          <Progress.Indicator
            className="h-full bg-primary transition-[width]"
            style={{ width: `${Math.min(100, Math.max(0, progress))}%` }}
          />
        </Progress.Root>
      ) : null}
    </div>
  );
}

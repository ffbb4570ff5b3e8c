import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type BannerTone = 'danger' | 'warning' | 'info' | 'success';

export interface BannerProps {
  tone?: BannerTone;
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned on wide screens. */
  actions?: ReactNode;
  /** Without onClose there is no close button (spec §8: important errors). */
  onClose?: () => void;
  className?: string;
  role?: 'alert' | 'status';
}

const tones: Record<BannerTone, { box: string; icon: typeof Info }> = {
  danger: { box: 'border-danger/30 bg-danger-bg text-danger', icon: XCircle },
  warning: { box: 'border-warning/30 bg-warning-bg text-warning', icon: AlertTriangle },
  info: { box: 'border-info/30 bg-info-bg text-info', icon: Info },
  success: { box: 'border-success/30 bg-success-bg text-success', icon: CheckCircle2 },
};

export function Banner({ tone = 'info', title, children, actions, onClose, className, role = 'alert' }: BannerProps) {
  const { t } = useTranslation();
  const { box, icon: Icon } = tones[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-xl border p-4 shadow-card', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold leading-snug">{title}</p>
          {children ? (
            <div className="text-sm leading-relaxed text-[color-mix(in_oklab,currentColor_80%,#000)]">{children}</div>
          ) : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          aria-label={t('ui.cerrar')}
          className="-me-1 -mt-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

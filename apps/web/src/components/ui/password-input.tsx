import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { controlClass } from './field';

/** Password field with a show/hide button (people mistype passwords on phones). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input type={visible ? 'text' : 'password'} className={cn(controlClass, 'h-10 pe-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('ui.ocultarPassword') : t('ui.mostrarPassword')}
        aria-pressed={visible}
        className="absolute inset-y-0 end-0 flex w-10 cursor-pointer items-center justify-center rounded-e-lg text-muted hover:text-fg"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}

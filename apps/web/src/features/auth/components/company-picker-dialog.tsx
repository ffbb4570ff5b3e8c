import type { CompanyChoice } from '@puente/contract/endpoints/auth';
import { Building2, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

export interface CompanyPickerDialogProps {
  companies: CompanyChoice[];
  onPick: (idEmpresa: number) => void;
  onCancel: () => void;
}

/** A contact of several companies chooses which one to enter before login completes (spec §4). */
export function CompanyPickerDialog({ companies, onPick, onCancel }: CompanyPickerDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('auth.picker.titulo')}
      description={t('auth.picker.descripcion')}
    >
      <ul aria-label={t('auth.picker.etiqueta')} className="flex flex-col gap-2">
        {companies.map((company) => (
          <li key={company.idEmpresa}>
            <button
              type="button"
              onClick={() => onPick(company.idEmpresa)}
              className="group flex w-full cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface p-3.5 text-start transition hover:border-primary hover:bg-subtle"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-subtle text-primary">
                <Building2 aria-hidden="true" className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                {/* Wraps: two companies may differ only at the end of a long name. */}
                <span className="font-medium break-words text-fg">
                  <span className="sr-only">{t('auth.picker.entrarEn')} </span>
                  {company.nombre}
                </span>
                <span className="text-xs text-muted">{t('auth.picker.cif', { cif: company.cif })}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted transition group-hover:translate-x-0.5" />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

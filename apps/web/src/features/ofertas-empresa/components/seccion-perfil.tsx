import { ID_PERFIL } from '@puente/contract/constants';
import { Briefcase, GraduationCap } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { OfertaFormValues } from '../oferta-form-values';

/**
 * The profile choice of a new offer: two large options. Switching keeps the
 * common fields; each profile shows (and validates) only its own.
 */
export function SeccionPerfil() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<OfertaFormValues>();
  const perfil = useWatch({ control, name: 'idPerfil' });
  const opciones = [
    { value: ID_PERFIL.PRACTICAS, icon: GraduationCap, titulo: 'practicas', texto: 'practicasTexto' },
    { value: ID_PERFIL.EMPLEO, icon: Briefcase, titulo: 'empleo', texto: 'empleoTexto' },
  ] as const;
  return (
    <Card as="fieldset">
      <legend className="sr-only">{t('ofertasEmpresa.perfil.titulo')}</legend>
      <p aria-hidden="true" className="mb-4 text-lg font-semibold text-fg">
        {t('ofertasEmpresa.perfil.titulo')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {opciones.map(({ value, icon: Icon, titulo, texto }) => {
          const checked = perfil === value;
          return (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                checked ? 'border-primary bg-subtle' : 'border-border hover:border-primary/40',
              )}
            >
              <input
                type="radio"
                name="idPerfil"
                value={value}
                checked={checked}
                onChange={() => setValue('idPerfil', value, { shouldDirty: true })}
                aria-labelledby={`perfil-${value}-titulo`}
                aria-describedby={`perfil-${value}-texto`}
                className="sr-only"
              />
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-xl',
                  checked ? 'bg-primary text-primary-fg' : 'bg-subtle text-primary',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col gap-0.5">
                <span id={`perfil-${value}-titulo`} className="font-semibold text-fg">
                  {t(`ofertasEmpresa.perfil.${titulo}`)}
                </span>
                <span id={`perfil-${value}-texto`} className="text-sm text-muted">
                  {t(`ofertasEmpresa.perfil.${texto}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </Card>
  );
}

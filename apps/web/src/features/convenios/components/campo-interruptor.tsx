import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { Switch } from '@/components/ui/switch';

/** A yes/no toggle of the form (spec §2: 'order number required', 'annual order number'), named by its label. */
export function CampoInterruptor({
  name,
  label,
  ayuda,
  onCambio,
}: {
  name: string;
  label: string;
  ayuda: string;
  onCambio?: (activo: boolean) => void;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-surface p-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label id={`${id}-label`} htmlFor={id} className="cursor-pointer text-sm font-medium text-fg">
          {label}
        </label>
        <p id={`${id}-ayuda`} className="text-xs text-muted">
          {ayuda}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={Boolean(field.value)}
            onCheckedChange={(activo) => {
              field.onChange(activo);
              onCambio?.(activo);
            }}
            aria-labelledby={`${id}-label`}
            onLabel={t('convenios.comun.si')}
            offLabel={t('convenios.comun.no')}
            className="shrink-0 pt-0.5"
          />
        )}
      />
    </div>
  );
}

import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';

/** The privacy acceptance (spec §5: 'Debes aceptar la política de privacidad'); the link opens the policy in a new tab. */
export function CampoPrivacidad({ name = 'aceptaPrivacidad' }: { name?: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <div className="flex flex-col gap-1.5">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div className="flex items-start gap-2.5">
            <Checkbox.Root
              id={id}
              checked={field.value === true}
              onCheckedChange={(valor) => {
                field.onChange(valor === true);
                field.onBlur();
              }}
              aria-invalid={error ? true : undefined}
              aria-required
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-md border border-border bg-surface transition aria-invalid:border-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-fg"
            >
              <Checkbox.Indicator>
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor={id} className="cursor-pointer text-sm text-fg">
              {t('cuentaEmpresa.solicitud.privacidadAntes')}
              <Link
                className="font-medium text-primary underline underline-offset-4"
                to="/politica-de-privacidad"
                target="_blank"
              >
                {t('cuentaEmpresa.solicitud.privacidadEnlace')}
                <span className="sr-only"> {t('ui.abreEnPestana')}</span>
              </Link>
              <span aria-hidden="true" className="text-danger">
                {' '}
                *
              </span>
            </label>
          </div>
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="ps-7.5 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

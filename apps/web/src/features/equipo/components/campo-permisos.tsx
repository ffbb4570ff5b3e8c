import { ETIQUETAS_PERMISO, PERMISOS_GESTOR, type PermisoGestor } from '@puente/contract/permisos';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { Checkbox } from '@/components/ui/checkbox';
import { useLanguage } from '@/lib/i18n';

/** The permissions schema's own messages (contract equipo.ts) → their keys, for English readers. */
const MENSAJES_PERMISOS = new Map([
  ['Elige al menos un permiso', 'gestion.equipo.validacion.permisoMinimo'],
  ['Un permiso está repetido', 'gestion.equipo.validacion.permisoRepetido'],
  ['El permiso no existe', 'gestion.equipo.validacion.permisoDesconocido'],
]);

/** A member's permissions as checkboxes in a fieldset named by its legend, each with what it opens. */
export function CampoPermisos({ name, className }: { name: string; className?: string }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { control } = useFormContext<FieldValues>();
  const id = useIdCampo(name);
  const bruto = useErrorCampo(name);
  const clave = bruto ? MENSAJES_PERMISOS.get(bruto) : undefined;
  const error = clave ? t(clave) : bruto;
  const hintId = `${id}-hint`;
  return (
    <fieldset id={id} aria-describedby={[error ? `${id}-error` : null, hintId].filter(Boolean).join(' ')} className={className}>
      <legend className="mb-1 text-sm font-medium text-fg">
        {t('gestion.equipo.campos.permisos')}
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </legend>
      <p id={hintId} className="mb-2 text-xs text-muted">
        {t('gestion.equipo.campos.permisosAyuda')}
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const elegidos = (field.value as PermisoGestor[] | undefined) ?? [];
          return (
            <div className="grid gap-x-4 gap-y-2.5 sm:grid-cols-2">
              {PERMISOS_GESTOR.map((permiso) => (
                <Checkbox
                  key={permiso}
                  id={`${id}-${permiso}`}
                  label={
                    <span className="flex flex-col">
                      <span className="font-medium">{ETIQUETAS_PERMISO[permiso][idioma]}</span>
                      <span className="text-xs text-muted">{t(`gestion.equipo.permisos.${permiso}`)}</span>
                    </span>
                  }
                  checked={elegidos.includes(permiso)}
                  onCheckedChange={(checked) => {
                    // Kept in the contract's order, so the list reads the same however it was ticked.
                    const siguientes = checked ? [...elegidos, permiso] : elegidos.filter((p) => p !== permiso);
                    field.onChange(PERMISOS_GESTOR.filter((p) => siguientes.includes(p)));
                    field.onBlur();
                  }}
                />
              ))}
            </div>
          );
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

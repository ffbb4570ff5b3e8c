import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { cn } from '@/lib/cn';

export interface Municipio {
  id: number;
  descripcion: string;
}

/** "malaga" finds "Málaga": people type place names without accents. */
const plegar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/**
 * The town of a Spanish address: the province's towns of the domains are
 * suggested as the person types (the WAI-ARIA combobox with list
 * autocomplete), but the list holds only the main ones, so any name can be
 * typed. `localidad` keeps the name either way; `idLocalidad` is set only
 * while the name is one of the list's.
 */
export function CampoLocalidad({
  label,
  hint,
  required,
  municipios,
}: {
  label: string;
  hint?: string;
  required?: boolean;
  municipios: Municipio[];
}) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<FieldValues>();
  const { field } = useController({ control, name: 'localidad' });
  const error = useErrorCampo('localidad');
  const id = useIdCampo('localidad');
  const listaId = useId();
  const [abierto, setAbierto] = useState(false);
  const [activo, setActivo] = useState(-1);
  const texto = typeof field.value === 'string' ? field.value : '';

  const sugerencias = useMemo(() => {
    const buscado = plegar(texto);
    const encajan = buscado ? municipios.filter((m) => plegar(m.descripcion).includes(buscado)) : municipios;
    return encajan.slice(0, 50);
  }, [municipios, texto]);

  const escribir = (nuevo: string) => {
    field.onChange(nuevo);
    const igual = municipios.find((m) => plegar(m.descripcion) === plegar(nuevo));
    setValue('idLocalidad', igual ? String(igual.id) : '', { shouldDirty: true });
  };

  const elegir = (municipio: Municipio) => {
    field.onChange(municipio.descripcion);
    setValue('idLocalidad', String(municipio.id), { shouldDirty: true });
    setAbierto(false);
    setActivo(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setAbierto(true);
      const paso = event.key === 'ArrowDown' ? 1 : -1;
      const total = sugerencias.length;
      setActivo((actual) => (total === 0 ? -1 : (actual + paso + total) % total));
    } else if (event.key === 'Enter' && abierto && activo >= 0) {
      const municipio = sugerencias[activo];
      if (municipio) {
        event.preventDefault();
        elegir(municipio);
      }
    } else if (event.key === 'Escape' && abierto) {
      event.preventDefault();
      setAbierto(false);
      setActivo(-1);
    }
  };

  const visible = abierto && sugerencias.length > 0;
  const opcionActiva = visible && activo >= 0 ? sugerencias[activo] : undefined;
  const aria = fieldAria(id, { error, hint, required });
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <div className="relative">
        <input
          {...aria}
          ref={field.ref}
          name={field.name}
          role="combobox"
          aria-expanded={visible}
          aria-controls={listaId}
          aria-autocomplete="list"
          aria-activedescendant={opcionActiva ? `${listaId}-${opcionActiva.id}` : undefined}
          autoComplete="address-level2"
          value={texto}
          onChange={(event) => {
            escribir(event.target.value);
            setAbierto(true);
            setActivo(-1);
          }}
          onFocus={() => setAbierto(true)}
          onBlur={() => {
            setAbierto(false);
            setActivo(-1);
            field.onBlur();
          }}
          onKeyDown={onKeyDown}
          className={cn(controlClass, 'h-10')}
        />
        <div
          id={listaId}
          role="listbox"
          aria-label={t('formulariosEmpresa.direccion.sugerencias')}
          // Not a Tab stop: Chromium makes a scrolling box focusable, and Tab would land in a list that closes on blur.
          tabIndex={-1}
          hidden={!visible}
          className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-raised"
        >
          {sugerencias.map((municipio, indice) => (
            <div
              key={municipio.id}
              id={`${listaId}-${municipio.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={indice === activo}
              // mousedown, not click: it must run before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                elegir(municipio);
              }}
              className={cn('cursor-pointer rounded-md px-3 py-2 text-sm text-fg', indice === activo && 'bg-subtle')}
            >
              {municipio.descripcion}
            </div>
          ))}
        </div>
      </div>
    </Field>
  );
}

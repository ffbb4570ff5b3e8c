import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIdCampo } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useMensajeCv } from '../hooks/use-mensaje-cv';

/** The first message of an array field (the list's own, or one of its items'). */
function useErrorLista(name: string) {
  const {
    formState: { errors },
  } = useFormContext<FieldValues>();
  const mensaje = useMensajeCv();
  const error = errors[name] as { message?: unknown } | Record<string, { message?: unknown }> | undefined;
  if (!error) return undefined;
  if (typeof error.message === 'string') return mensaje(error.message);
  const primero = Object.values(error).find((item) => typeof (item as { message?: unknown })?.message === 'string') as
    | { message: string }
    | undefined;
  return mensaje(primero?.message);
}

/** Free words the student types (skills): Enter or "Añadir" adds one; each chip can be removed. */
export function CampoEtiquetas({
  name,
  label,
  hint,
  placeholder,
}: {
  name: string;
  label: string;
  hint: string;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const id = useIdCampo(name);
  const error = useErrorLista(name);
  const [texto, setTexto] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const valores = (field.value as string[]) ?? [];
        const anadir = () => {
          const limpio = texto.trim();
          if (!limpio || valores.some((v) => v.toLocaleLowerCase() === limpio.toLocaleLowerCase())) return setTexto('');
          field.onChange([...valores, limpio]);
          setTexto('');
        };
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            anadir();
          }
        };
        return (
          <div className="flex flex-col gap-2">
            <label htmlFor={id} className="text-sm font-medium text-fg">
              {label}
            </label>
            <div className="flex gap-2">
              <Input
                id={id}
                value={texto}
                placeholder={placeholder}
                onChange={(event) => setTexto(event.target.value)}
                onKeyDown={onKeyDown}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
              />
              <Button variant="secondary" onClick={anadir} disabled={!texto.trim()}>
                <Plus aria-hidden="true" />
                {t('cv.comun.anadir')}
              </Button>
            </div>
            <p id={`${id}-hint`} className="text-xs text-muted">
              {hint}
            </p>
            {error ? (
              <p id={`${id}-error`} className="text-xs font-medium text-danger">
                {label}: {error}
              </p>
            ) : null}
            {valores.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={label}>
                {valores.map((valor) => (
                  <li
                    key={valor}
                    className="inline-flex items-center gap-1 rounded-full bg-subtle py-1 ps-3 pe-1 text-sm text-fg"
                  >
                    {valor}
                    <button
                      type="button"
                      aria-label={t('cv.comun.quitarNombre', { nombre: valor })}
                      onClick={() => field.onChange(valores.filter((v) => v !== valor))}
                      className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-[color-mix(in_oklab,var(--ui-fg)_12%,transparent)]"
                    >
                      <X aria-hidden="true" className="size-3.5" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      }}
    />
  );
}

/** A choice of several items of a list (tags of interest): each a toggle button, pressed when chosen. */
export function CampoSeleccionMultiple({
  name,
  label,
  hint,
  opciones,
}: {
  name: string;
  label: string;
  hint: string;
  opciones: { id: number; descripcion: string }[];
}) {
  const { control } = useFormContext<FieldValues>();
  const id = useIdCampo(name);
  const error = useErrorLista(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const elegidos = (field.value as number[]) ?? [];
        return (
          <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
            <legend className="mb-1 text-sm font-medium text-fg">{label}</legend>
            <p id={`${id}-hint`} className="text-xs text-muted">
              {hint}
            </p>
            <div className="flex flex-wrap gap-2">
              {opciones.map((opcion, n) => {
                const elegido = elegidos.includes(opcion.id);
                return (
                  <button
                    key={opcion.id}
                    id={n === 0 ? id : undefined}
                    type="button"
                    aria-pressed={elegido}
                    aria-invalid={error && n === 0 ? true : undefined}
                    onClick={() => field.onChange(elegido ? elegidos.filter((e) => e !== opcion.id) : [...elegidos, opcion.id])}
                    className={cn(
                      'cursor-pointer rounded-full border px-3 py-1.5 text-sm transition',
                      elegido ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-subtle',
                    )}
                  >
                    {opcion.descripcion}
                  </button>
                );
              })}
            </div>
            {error ? (
              <p id={`${id}-error`} className="text-xs font-medium text-danger">
                {label}: {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

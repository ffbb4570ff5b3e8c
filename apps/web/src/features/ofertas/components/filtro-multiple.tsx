import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';

export interface OpcionFiltro {
  id: number;
  descripcion: string;
}

interface FiltroMultipleProps {
  id: string;
  label: string;
  opciones: OpcionFiltro[];
  seleccion: number[];
  onChange: (seleccion: number[]) => void;
}

/** Short lists (up to ~8 entries): a group of checkboxes under a legend. */
export function FiltroCasillas({ id, label, opciones, seleccion, onChange }: FiltroMultipleProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-fg">{label}</legend>
      {opciones.map((opcion) => (
        <Checkbox
          key={opcion.id}
          id={`${id}-${opcion.id}`}
          label={opcion.descripcion}
          checked={seleccion.includes(opcion.id)}
          onCheckedChange={(checked) =>
            onChange(checked ? [...seleccion, opcion.id] : seleccion.filter((value) => value !== opcion.id))
          }
        />
      ))}
    </fieldset>
  );
}

/** Long lists (degrees, functional areas): type to find one, chosen ones show as removable chips. */
export function FiltroBuscable({ id, label, opciones, seleccion, onChange }: FiltroMultipleProps) {
  const { t } = useTranslation();
  const elegidas = seleccion
    .map((value) => opciones.find((opcion) => opcion.id === value))
    .filter((opcion): opcion is OpcionFiltro => opcion !== undefined);
  return (
    <Field id={id} label={label}>
      <Combobox
        id={id}
        value={null}
        options={opciones
          .filter((opcion) => !seleccion.includes(opcion.id))
          .map((opcion) => ({ value: String(opcion.id), label: opcion.descripcion }))}
        onValueChange={(value) => {
          if (value) onChange([...seleccion, Number(value)]);
        }}
        placeholder={t('ofertas.filtros.escribeParaBuscar')}
        emptyText={t('ui.sinResultados')}
      />
      {elegidas.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {elegidas.map((opcion) => (
            <li key={opcion.id}>
              <button
                type="button"
                onClick={() => onChange(seleccion.filter((value) => value !== opcion.id))}
                aria-label={t('ofertas.filtros.quitar', { filtro: opcion.descripcion })}
                className="inline-flex max-w-full cursor-pointer items-center gap-1 rounded-full bg-subtle py-1 ps-2.5 pe-1.5 text-start text-xs font-medium text-fg hover:bg-[color-mix(in_oklab,var(--brand-primario)_14%,var(--ui-surface))]"
              >
                <span className="min-w-0">{opcion.descripcion}</span>
                <X aria-hidden="true" className="size-3.5 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}

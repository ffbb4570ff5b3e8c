import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** The value of a filter's "all" option: no filter. */
export const TODOS = 'todos';

/** A staff list's filters: a search landmark around one form, whose submit searches the text. */
export function BarraFiltros({
  etiqueta,
  onSubmit,
  children,
}: {
  etiqueta: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <search aria-label={etiqueta}>
      <form
        onSubmit={onSubmit}
        className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {children}
      </form>
    </search>
  );
}

/**
 * The text of a search box, kept apart from the filter until it is searched (Enter or the button); it follows the
 * filter when the address changes (Back, "Quitar filtros").
 */
export function useTextoBuscado(q: string | undefined, onBuscar: (q: string | undefined) => void) {
  const [texto, setTexto] = useState(q ?? '');
  useEffect(() => setTexto(q ?? ''), [q]);
  const buscar = (event: FormEvent) => {
    event.preventDefault();
    onBuscar(texto.trim() || undefined);
  };
  return { texto, setTexto, buscar };
}

/** The search box with its button, two columns wide; `buscar` is the button's accessible name. */
export function CampoBusqueda({
  id,
  label,
  hint,
  buscar,
  texto,
  onTexto,
}: {
  id: string;
  label: string;
  hint?: string;
  buscar: string;
  texto: string;
  onTexto: (texto: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} className="sm:col-span-2">
      <div className="flex gap-2">
        <Input {...fieldAria(id, { hint })} type="search" value={texto} onChange={(event) => onTexto(event.target.value)} />
        <Button type="submit" variant="outline" aria-label={buscar}>
          <Search aria-hidden="true" />
        </Button>
      </div>
    </Field>
  );
}

/** A filter picked from a list; `todos` labels the first option, no filter, when the list has one. */
export function CampoOpciones({
  id,
  label,
  valor,
  todos,
  opciones,
  onCambiar,
}: {
  id: string;
  label: string;
  valor: string | undefined;
  todos?: string;
  opciones: { value: string; label: string }[];
  onCambiar: (valor: string | undefined) => void;
}) {
  return (
    <Field id={id} label={label}>
      <Select
        id={id}
        value={valor ?? TODOS}
        onValueChange={(elegido) => onCambiar(elegido === TODOS ? undefined : elegido)}
        options={todos === undefined ? opciones : [{ value: TODOS, label: todos }, ...opciones]}
      />
    </Field>
  );
}

/** A yes / no / either filter (with or without offers, resubmitted or not…). */
export function CampoSiNo({
  id,
  label,
  valor,
  etiquetas,
  onCambiar,
}: {
  id: string;
  label: string;
  valor: boolean | undefined;
  etiquetas: { todos: string; si: string; no: string };
  onCambiar: (valor: boolean | undefined) => void;
}) {
  return (
    <CampoOpciones
      id={id}
      label={label}
      valor={valor === undefined ? undefined : String(valor)}
      todos={etiquetas.todos}
      opciones={[
        { value: 'true', label: etiquetas.si },
        { value: 'false', label: etiquetas.no },
      ]}
      onCambiar={(elegido) => onCambiar(elegido === undefined ? undefined : elegido === 'true')}
    />
  );
}

/** A day filter (yyyy-mm-dd); emptied, no filter. */
export function CampoFecha({
  id,
  label,
  valor,
  error,
  onCambiar,
}: {
  id: string;
  label: string;
  valor: string | undefined;
  error?: string | undefined;
  onCambiar: (valor: string | undefined) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        {...fieldAria(id, { error })}
        type="date"
        value={valor ?? ''}
        onChange={(event) => onCambiar(event.target.value || undefined)}
      />
    </Field>
  );
}

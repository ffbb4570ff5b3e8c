import { Check, ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './field';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  id: string;
  options: ComboboxOption[];
  value: string | null;
  onValueChange: (value: string | null) => void;
  placeholder?: string;
  /** Shown when the typed text matches nothing. */
  emptyText: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** Strips accents so "malaga" finds "Málaga": people type place names without them. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * What was typed into the shown label of the chosen option, from the value
 * alone: the text between the part of `label` kept before it and the part
 * kept after it ("EspañaPort" → "Port", "PEspaña" → "P"). A deletion or a
 * replaced selection, which leaves a shorter text, is what the input holds.
 * Only a fallback for input the browser does not announce first (an IME's
 * composition): `beforeinput` says exactly what is inserted.
 */
export function tecleadoSobre(label: string, valor: string): string {
  if (valor.length <= label.length) return valor;
  let antes = 0;
  while (antes < label.length && label[antes] === valor[antes]) antes++;
  let despues = 0;
  while (despues < label.length - antes && label[label.length - 1 - despues] === valor[valor.length - 1 - despues]) despues++;
  return valor.slice(antes, valor.length - despues);
}

/**
 * A filterable single choice following the WAI-ARIA combobox pattern (list
 * autocomplete). While the input shows the chosen option's label, typing,
 * pasting or filling in replaces it: a search starts from what is inserted,
 * wherever the caret was, not from "EspañaPort".
 */
export function Combobox({ id, options, value, onValueChange, placeholder, emptyText, disabled, ...aria }: ComboboxProps) {
  const listId = useId();
  const selected = options.find((option) => option.value === value) ?? null;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const label = query === null ? (selected?.label ?? null) : null;
  // Text inserted over the shown label replaces it; a deletion edits it as usual.
  useEffect(() => {
    const caja = input.current;
    if (!caja || label === null) return;
    const alInsertar = (event: InputEvent) => {
      if (!event.cancelable || !event.inputType.startsWith('insert')) return;
      const texto = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
      if (texto === null) return;
      event.preventDefault();
      setQuery(texto);
      setActive(0);
      setOpen(true);
    };
    caja.addEventListener('beforeinput', alInsertar);
    return () => caja.removeEventListener('beforeinput', alInsertar);
  }, [label]);
  // An opened list is brought wholly into view (scroll-padding keeps it clear of sticky bars).
  useEffect(() => {
    if (open) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  const matches = useMemo(() => {
    const needle = fold(query ?? '');
    return needle ? options.filter((option) => fold(option.label).includes(needle)) : options;
  }, [options, query]);

  const choose = (option: ComboboxOption) => {
    onValueChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length ? (current + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open) {
      const option = matches[active];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setQuery(null);
    }
  };

  const activeOption = open ? matches[active] : undefined;
  return (
    <div className="relative">
      <input
        ref={input}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        value={query ?? selected?.label ?? ''}
        onChange={(event) => {
          const escrito = event.target.value;
          setQuery(query === null && selected ? tecleadoSobre(selected.label, escrito) : escrito);
          setActive(0);
          setOpen(true);
          if (escrito === '') onValueChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
        }}
        onKeyDown={onKeyDown}
        className={cn(controlClass, 'h-10 pe-9')}
        {...aria}
      />
      <ChevronsUpDown aria-hidden="true" className="pointer-events-none absolute end-3 top-3 size-4 text-muted" />
      <div
        ref={list}
        id={listId}
        role="listbox"
        // Not a Tab stop: Chromium makes a scrolling box focusable, and Tab would land in a list that closes on blur.
        tabIndex={-1}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-raised"
      >
        {matches.length === 0 ? <div className="px-3 py-2 text-sm text-muted">{emptyText}</div> : null}
        {matches.map((option, index) => (
          <div
            key={option.value}
            id={`${listId}-${option.value}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); options are reachable with the arrows.
            tabIndex={-1}
            aria-selected={option.value === value}
            // mousedown, not click: it must run before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-fg',
              index === active && 'bg-subtle',
            )}
          >
            {option.label}
            {option.value === value ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
          </div>
        ))}
      </div>
    </div>
  );
}

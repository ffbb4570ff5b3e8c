import type { Titulacion } from '@puente/contract/endpoints/dominios';
import { Check, Search, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/** The API refuses more (contract: titulaciones max 50). */
const MAX_TITULACIONES = 50;

/** "ingenieria" finds "Ingeniería": people type without accents. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface TitulacionesPickerProps {
  id: string;
  titulaciones: Titulacion[];
  value: number[];
  onChange: (value: number[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Degree picker: a combobox that searches the catalogue (name, level or area),
 * lists matches grouped by level and keeps several selected as chips. The
 * list stays open while choosing, so picking five degrees is five Enters.
 */
export function TitulacionesPicker({ id, titulaciones, value, onChange, onBlur, inputRef, ...aria }: TitulacionesPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const lista = useRef<HTMLDivElement>(null);
  // An opened list is brought wholly into view: not under the form's sticky bar nor below the screen.
  useEffect(() => {
    if (open) lista.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  const selected = useMemo(() => new Set(value), [value]);
  const porId = useMemo(() => new Map(titulaciones.map((tit) => [tit.id, tit])), [titulaciones]);

  const matches = useMemo(() => {
    const needle = fold(query.trim());
    const list = needle
      ? titulaciones.filter((tit) => fold(`${tit.descripcion} ${tit.nivel} ${tit.area}`).includes(needle))
      : titulaciones;
    return [...list].sort((a, b) => a.idNivel - b.idNivel || a.descripcion.localeCompare(b.descripcion, 'es'));
  }, [titulaciones, query]);

  const groups = useMemo(() => {
    const byLevel = new Map<string, Titulacion[]>();
    for (const tit of matches) byLevel.set(tit.nivel, [...(byLevel.get(tit.nivel) ?? []), tit]);
    return [...byLevel.entries()];
  }, [matches]);

  const toggle = (tit: Titulacion) => {
    if (selected.has(tit.id)) onChange(value.filter((v) => v !== tit.id));
    else if (value.length < MAX_TITULACIONES) onChange([...value, tit.id]);
  };

  const remove = (idTitulacion: number) => onChange(value.filter((v) => v !== idTitulacion));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length ? (current + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter') {
      // Enter never submits the form from here: it picks the highlighted degree.
      event.preventDefault();
      const tit = open ? matches[active] : undefined;
      if (tit) toggle(tit);
      else setOpen(true);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (query) setQuery('');
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const activeOption = open ? matches[active] : undefined;
  const optionId = (idTitulacion: number) => `${listId}-${idTitulacion}`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only notices focus leaving the picker, to close the list.
    <div
      ref={wrapper}
      className="flex flex-col gap-2"
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          onBlur?.();
        }
      }}
    >
      {value.length > 0 ? (
        <ul aria-label={t('ofertasEmpresa.titulaciones.seleccionadas')} className="flex flex-wrap gap-1.5">
          {value.map((idTitulacion) => {
            const tit = porId.get(idTitulacion);
            const nombre = tit?.descripcion ?? String(idTitulacion);
            return (
              <li
                key={idTitulacion}
                className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/25 bg-subtle py-1 ps-3 pe-1 text-sm text-fg"
              >
                <span className="truncate">{nombre}</span>
                <button
                  type="button"
                  onClick={() => remove(idTitulacion)}
                  aria-label={t('ofertasEmpresa.titulaciones.quitar', { nombre })}
                  className="inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-primary/10 hover:text-fg"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-3 size-4 text-muted" />
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption.id) : undefined}
          autoComplete="off"
          placeholder={t('ofertasEmpresa.titulaciones.buscar')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(controlClass, 'h-10 ps-9')}
          {...aria}
        />
        <div
          ref={lista}
          id={listId}
          role="listbox"
          // Not a Tab stop: Chromium makes a scrolling box focusable, and Tab would land in a list that closes on blur.
          tabIndex={-1}
          aria-multiselectable="true"
          aria-label={t('ofertasEmpresa.titulaciones.catalogo')}
          hidden={!open}
          className="absolute z-30 mt-1 max-h-80 w-full overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-raised"
        >
          {matches.length === 0 ? (
            <div className="px-3 py-2 text-sm text-muted">{t('ofertasEmpresa.titulaciones.sinResultados')}</div>
          ) : null}
          {groups.map(([nivel, items]) => (
            // biome-ignore lint/a11y/useSemanticElements: options of an ARIA listbox are grouped with role="group", not a fieldset.
            <div key={nivel} role="group" aria-label={nivel}>
              <div aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                {nivel}
              </div>
              {items.map((tit) => {
                const isSelected = selected.has(tit.id);
                const isActive = activeOption?.id === tit.id;
                return (
                  <div
                    key={tit.id}
                    id={optionId(tit.id)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={isSelected}
                    // mousedown, not click: the input must keep the focus.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      setActive(matches.indexOf(tit));
                      toggle(tit);
                    }}
                    className={cn(
                      'flex cursor-pointer items-start gap-2.5 rounded-md px-3 py-2 text-sm text-fg',
                      isActive && 'bg-subtle',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border',
                        isSelected ? 'border-primary bg-primary text-primary-fg' : 'border-border',
                      )}
                    >
                      {isSelected ? <Check className="size-3" strokeWidth={3} /> : null}
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span>{tit.descripcion}</span>
                      <span className="text-xs text-muted">{tit.area}</span>
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {t('ofertasEmpresa.titulaciones.contador', { count: value.length })}
      </p>
    </div>
  );
}

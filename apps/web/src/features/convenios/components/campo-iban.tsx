import { IBAN_CAJAS, IBAN_PEGADO_RETARDO_MS } from '@puente/contract/constants';
import { normalizeIban, splitIban } from '@puente/contract/validation/iban';
import { useEffect, useRef } from 'react';
import { type FieldErrors, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { controlClass } from '@/components/ui/field';
import { useNamedError } from '@/components/ui/form-feedback';
import { cn } from '@/lib/cn';
import type { ValoresConvenio } from '../valores';

const PARTES = ['pais', 'entidad', 'oficina', 'control', 'cuenta'] as const;

/** A whole IBAN, not the overflow of one box: two letters, two check digits and more than one box's worth. */
const esIbanEntero = (texto: string) =>
  /^[A-Z]{2}\d{2}/.test(texto) && texto.length > (IBAN_CAJAS[0] ?? 4) + (IBAN_CAJAS[1] ?? 4);

/**
 * The direct-debit IBAN in five boxes of 4, 4, 4, 2 and 10 (spec §2). A whole
 * IBAN pasted (or typed, or filled in by the browser) into any box is split
 * across them once the box holds it, after IBAN_PEGADO_RETARDO_MS; text that
 * overflows a box while typing moves on to the next ones. The boxes have no
 * maxlength, so nothing pasted is cut short before it is split. Each box is
 * named for screen readers; the group's one message sits under the boxes.
 */
export function CampoIban() {
  const { t } = useTranslation();
  const { register, setValue, getValues, formState } = useFormContext<ValoresConvenio>();
  const id = useIdCampo('iban');
  const named = useNamedError();
  const errorCajas = PARTES.map((_, i) => get(formState.errors as FieldErrors, `iban.${i}`) as { message?: string } | undefined);
  const primero = useErrorCampo(`iban.${errorCajas.findIndex(Boolean)}`);
  const cajas = useRef<(HTMLInputElement | null)[]>([]);
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(temporizador.current), []);

  const repartir = (indice: number) => {
    const actuales = getValues('iban');
    const escrito = normalizeIban(actuales[indice] ?? '');
    const opciones = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;
    let partes: string[];
    if (esIbanEntero(escrito)) {
      partes = splitIban(escrito);
    } else {
      // The overflow of this box, and the boxes after it, flow on from here.
      const resto = escrito + actuales.slice(indice + 1).join('');
      partes = [...actuales.slice(0, indice)];
      let desde = 0;
      for (let i = indice; i < PARTES.length; i++) {
        const longitud = i === PARTES.length - 1 ? Number.POSITIVE_INFINITY : (IBAN_CAJAS[i] ?? 0);
        partes.push(resto.slice(desde, desde + longitud));
        desde += longitud;
      }
    }
    for (const [i, parte] of partes.entries()) setValue(`iban.${i}` as `iban.0`, parte, opciones);
    // The caret goes where the next character would: the first box not full, else the last.
    const siguiente = partes.findIndex((parte, i) => parte.length < (IBAN_CAJAS[i] ?? 0));
    cajas.current[siguiente === -1 ? PARTES.length - 1 : siguiente]?.focus();
  };

  const alCambiar = (indice: number, valor: string) => {
    const longitud = IBAN_CAJAS[indice] ?? 0;
    const compacto = normalizeIban(valor);
    clearTimeout(temporizador.current);
    const desborda = compacto.length > longitud && (indice < PARTES.length - 1 || esIbanEntero(compacto));
    if (desborda) {
      // Once the input holds the whole pasted text (spec §9: reformat after 100 ms).
      temporizador.current = setTimeout(() => repartir(indice), IBAN_PEGADO_RETARDO_MS);
    } else if (compacto.length === longitud && indice < PARTES.length - 1 && valor.length > 0) {
      cajas.current[indice + 1]?.focus();
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5 sm:col-span-2" aria-describedby={primero ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 flex items-baseline gap-0.5 text-sm font-medium text-fg">
        {t('convenios.nuevo.iban.titulo')}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      </legend>
      <div className="grid grid-cols-[repeat(4,minmax(0,1fr))] gap-2 sm:flex sm:flex-nowrap">
        {PARTES.map((parte, i) => {
          const registro = register(`iban.${i}` as `iban.0`);
          const longitud = IBAN_CAJAS[i] ?? 0;
          return (
            <input
              key={parte}
              id={`${id}-${i}`}
              {...registro}
              ref={(elemento) => {
                registro.ref(elemento);
                cajas.current[i] = elemento;
              }}
              onChange={(event) => {
                void registro.onChange(event);
                alCambiar(i, event.target.value);
              }}
              aria-label={t('convenios.nuevo.iban.casilla', {
                n: i + 1,
                total: PARTES.length,
                parte: t(`convenios.nuevo.iban.partes.${parte}`),
                longitud,
              })}
              aria-invalid={errorCajas[i] ? true : undefined}
              aria-required
              aria-describedby={errorCajas[i] ? `${id}-error` : undefined}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              inputMode={i === 0 ? 'text' : 'numeric'}
              placeholder={i === 0 ? 'ES00' : '0'.repeat(longitud)}
              className={cn(
                controlClass,
                'h-10 px-2 text-center font-mono tracking-wider uppercase placeholder:text-muted/40',
                i === PARTES.length - 1 ? 'col-span-3 sm:w-[13ch] sm:flex-[2.5]' : 'sm:w-[7ch] sm:flex-1',
                i === 3 && 'sm:w-[5ch] sm:flex-[0.6]',
              )}
            />
          );
        })}
      </div>
      {primero ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {named(t('convenios.nuevo.iban.titulo'), primero)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('convenios.nuevo.iban.ayuda')}
        </p>
      )}
    </fieldset>
  );
}

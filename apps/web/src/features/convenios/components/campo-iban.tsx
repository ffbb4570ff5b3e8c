import { IBAN_CAJAS, IBAN_PEGADO_RETARDO_MS } from '@puente/contract/constants';
import { ibanEntero, longitudUltimaCaja, normalizeIban, repartirIban } from '@puente/contract/validation/iban';
import { type ClipboardEvent, useEffect, useRef } from 'react';
import { type FieldErrors, get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { ValoresConvenio } from '../valores';

const PARTES = ['pais', 'entidad', 'oficina', 'control', 'cuenta'] as const;
const ULTIMA = PARTES.length - 1;

/**
 * The direct-debit IBAN in five boxes of 4, 4, 4, 2 and 10 (spec §2).
 *
 * The account saved in the company profile is shown masked
 * (`cuentaGuardada`, "**** … 1332") and is what the agreement uses until the
 * user chooses "Cambiar cuenta": only then do the boxes show, empty, and the
 * request carries the new IBAN (an unchanged one is sent as nothing, which
 * the API reads as "the profile's").
 *
 * A whole IBAN pasted into any box replaces the five, whatever they held, as
 * banks print it (spaces, hyphens, lower case, a leading "IBAN"): the box
 * takes the pasted text instead of inserting it beside its own, and it is
 * split IBAN_PEGADO_RETARDO_MS later (spec §9). Text filled in without a paste
 * event is split the same way; text that overflows a box while typing moves
 * on to the next ones. The last box takes 10 characters, or what an IBAN of a
 * country with longer accounts needs (contract `longitudUltimaCaja`). The
 * boxes have no maxlength, so nothing is cut short before it is split. Each
 * box is named for screen readers; the group's one message sits under them.
 */
export function CampoIban({ cuentaGuardada = null }: { cuentaGuardada?: string | null }) {
  const { t } = useTranslation();
  const { register, setValue, getValues, clearErrors, formState, control } = useFormContext<ValoresConvenio>();
  const id = useIdCampo('iban');
  const mantener = useWatch({ control, name: 'mantenerIban' }) && cuentaGuardada !== null;
  const errorCajas = PARTES.map((_, i) => get(formState.errors as FieldErrors, `iban.${i}`) as { message?: string } | undefined);
  const primero = useErrorCampo(`iban.${errorCajas.findIndex(Boolean)}`);
  const cajas = useRef<(HTMLInputElement | null)[]>([]);
  const cambiar = useRef<HTMLButtonElement | null>(null);
  const enfocar = useRef<'caja' | 'cambiar' | null>(null);
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(temporizador.current), []);
  // After choosing to change the account (or to keep it) the focus goes to what replaced the button pressed, once rendered.
  useEffect(() => {
    if (enfocar.current === 'caja') cajas.current[0]?.focus();
    if (enfocar.current === 'cambiar') cambiar.current?.focus();
    enfocar.current = null;
  });

  const opciones = () => ({ shouldDirty: true, shouldValidate: formState.isSubmitted }) as const;

  const repartir = (indice: number) => {
    const actuales = getValues('iban');
    const entero = ibanEntero(actuales[indice] ?? '');
    let partes: string[];
    if (entero) {
      partes = repartirIban(entero);
    } else {
      // The overflow of this box, and the boxes after it, flow on from here.
      const resto = normalizeIban(actuales[indice] ?? '') + actuales.slice(indice + 1).join('');
      partes = [...actuales.slice(0, indice)];
      let desde = 0;
      for (let i = indice; i < PARTES.length; i++) {
        const longitud = i === ULTIMA ? longitudUltimaCaja(partes[0] ?? '') : (IBAN_CAJAS[i] ?? 0);
        partes.push(resto.slice(desde, desde + longitud));
        desde += longitud;
      }
    }
    for (const [i, parte] of partes.entries()) setValue(`iban.${i}` as `iban.0`, parte, opciones());
    // The caret goes where the next character would: the first box not full, else the last.
    const siguiente = partes.findIndex((parte, i) => parte.length < (IBAN_CAJAS[i] ?? 0));
    cajas.current[siguiente === -1 ? ULTIMA : siguiente]?.focus();
  };

  const alCambiar = (indice: number, valor: string) => {
    const longitud = IBAN_CAJAS[indice] ?? 0;
    const compacto = normalizeIban(valor);
    clearTimeout(temporizador.current);
    if (ibanEntero(valor) || (compacto.length > longitud && indice < ULTIMA)) {
      // Once the input holds the whole text (spec §9: reformat after 100 ms).
      temporizador.current = setTimeout(() => repartir(indice), IBAN_PEGADO_RETARDO_MS);
    } else if (indice === ULTIMA && compacto.length > longitudUltimaCaja(getValues('iban.0'))) {
      setValue('iban.4', compacto.slice(0, longitudUltimaCaja(getValues('iban.0'))), opciones());
    } else if (compacto.length === longitud && indice < ULTIMA && valor.length > 0) {
      cajas.current[indice + 1]?.focus();
    }
  };

  /** A whole IBAN pasted replaces what the box held (the browser would insert it beside), then the five are split. */
  const alPegar = (indice: number, event: ClipboardEvent<HTMLInputElement>) => {
    const texto = event.clipboardData.getData('text');
    if (!ibanEntero(texto)) return;
    event.preventDefault();
    setValue(`iban.${indice}` as `iban.0`, texto.trim(), opciones());
    alCambiar(indice, texto);
  };

  const cambiarCuenta = () => {
    enfocar.current = 'caja';
    setValue('mantenerIban', false, { shouldDirty: true });
  };

  const mantenerCuenta = () => {
    clearTimeout(temporizador.current);
    enfocar.current = 'cambiar';
    for (const i of PARTES.keys()) setValue(`iban.${i}` as `iban.0`, '', { shouldDirty: true });
    clearErrors('iban');
    setValue('mantenerIban', true, { shouldDirty: true });
  };

  const leyenda = (
    <legend className="mb-1.5 flex items-baseline gap-0.5 text-sm font-medium text-fg">
      {t('convenios.nuevo.iban.titulo')}
      <span aria-hidden="true" className="text-danger">
        *
      </span>
    </legend>
  );

  if (mantener) {
    return (
      <fieldset className="flex min-w-0 flex-col gap-1.5 sm:col-span-2" aria-describedby={`${id}-guardada`}>
        {leyenda}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-subtle/60 px-3 py-2">
          <p id={`${id}-guardada`} className="flex min-w-0 flex-col text-sm text-fg">
            <span className="text-xs text-muted">{t('convenios.nuevo.iban.guardada')}</span>
            <span className="font-mono tracking-wide">
              <span className="sr-only">{t('convenios.nuevo.iban.terminada', { final: (cuentaGuardada ?? '').slice(-4) })}</span>
              <span aria-hidden="true">{cuentaGuardada}</span>
            </span>
          </p>
          <Button ref={cambiar} variant="outline" size="sm" className="ms-auto" onClick={cambiarCuenta}>
            {t('convenios.nuevo.iban.cambiar')}
          </Button>
        </div>
        <p className="text-xs text-muted">{t('convenios.nuevo.iban.guardadaAyuda')}</p>
      </fieldset>
    );
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5 sm:col-span-2" aria-describedby={primero ? `${id}-error` : `${id}-hint`}>
      {leyenda}
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
              onPaste={(event) => alPegar(i, event)}
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
          {primero}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('convenios.nuevo.iban.ayuda')}
        </p>
      )}
      {cuentaGuardada ? (
        <Button variant="outline" size="sm" className="mt-1 self-start" onClick={mantenerCuenta}>
          {t('convenios.nuevo.iban.mantener')}
        </Button>
      ) : null}
    </fieldset>
  );
}

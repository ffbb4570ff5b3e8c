import {
  CAMPOS_CORREGIBLES_OFERTA,
  type CambiosOferta,
  type CampoCorregibleOferta,
  cambiosOfertaSchema,
  ETIQUETAS_CAMPO_CORREGIBLE,
  NO_VACIAR_AL_CORREGIR,
} from '@puente/contract/ofertas-gestion';
import { ArrowLeft, Check } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { atenderRechazo } from '@/lib/rechazos-atendidos';
import { useValidationMessage } from '@/lib/validation-message';
import { diffPalabras } from '../lib/diff-texto';

export type TextosOferta = Record<CampoCorregibleOferta, string | null>;

export interface DialogoCorreccionProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The offer's title, for the dialog's title. */
  que: string;
  /** The texts as stored (dameOfertaValidacion `textos`). */
  textos: TextosOferta;
  /** Sends the correction; rejects with the API's error, which the dialog says where it belongs. */
  onConfirmar: (cambios: CambiosOferta) => Promise<unknown>;
  ocupado: boolean;
}

/** The long texts are edited in a textarea; the rest are one line. */
const LARGOS = new Set<CampoCorregibleOferta>(['descripcion', 'tareasAdesarrollar', 'requisitos', 'documentacionNecesaria']);

const propios = new Map([[NO_VACIAR_AL_CORREGIR, 'cambiosOferta.correccion.noVaciar']]);

type Errores = Partial<Record<CampoCorregibleOferta, string>>;

/** The fields whose text really changes (spaces at the ends do not count: the contract trims them). */
function cambiosDe(textos: TextosOferta, valores: Record<CampoCorregibleOferta, string>): CambiosOferta {
  const cambios: CambiosOferta = {};
  for (const campo of CAMPOS_CORREGIBLES_OFERTA) {
    if (valores[campo].trim() !== (textos[campo] ?? '').trim()) cambios[campo] = valores[campo];
  }
  return cambios;
}

/**
 * "Corregir y validar…" (decision 039): the offer's texts in a form; "Revisar los cambios" checks them with
 * the contract's own rules and shows each changed field before and after, word by word; only then can the
 * member confirm, which corrects and publishes in one call. A field the API refuses takes the member back
 * to the form with its message; any other refusal is said inside the dialog.
 */
export function DialogoCorreccion({ open, onOpenChange, que, textos, onConfirmar, ocupado }: DialogoCorreccionProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const id = useId();
  const mensaje = useValidationMessage(propios);
  const rechazo = useRechazoDialogo();
  const [valores, setValores] = useState(
    () =>
      Object.fromEntries(CAMPOS_CORREGIBLES_OFERTA.map((campo) => [campo, textos[campo] ?? ''])) as Record<
        CampoCorregibleOferta,
        string
      >,
  );
  const [paso, setPaso] = useState<'editar' | 'revisar'>('editar');
  const [errores, setErrores] = useState<Errores>({});
  const [sinCambios, setSinCambios] = useState(false);
  const resumen = useRef<HTMLParagraphElement>(null);
  const cambios = cambiosDe(textos, valores);
  const campos = CAMPOS_CORREGIBLES_OFERTA.filter((campo) => cambios[campo] !== undefined);
  const etiqueta = (campo: CampoCorregibleOferta) => ETIQUETAS_CAMPO_CORREGIBLE[campo][idioma];

  const marcar = (nuevos: Errores) => {
    setErrores(nuevos);
    setPaso('editar');
    const primero = CAMPOS_CORREGIBLES_OFERTA.find((campo) => nuevos[campo]);
    // After the form is back on screen.
    if (primero) requestAnimationFrame(() => document.getElementById(`${id}-${primero}`)?.focus());
  };

  const revisar = (event: FormEvent) => {
    event.preventDefault();
    rechazo.limpiar();
    if (campos.length === 0) {
      setErrores({});
      setSinCambios(true);
      resumen.current?.focus();
      return;
    }
    setSinCambios(false);
    const leido = cambiosOfertaSchema.safeParse(cambios);
    if (!leido.success) {
      const nuevos: Errores = {};
      for (const issue of leido.error.issues) {
        const campo = issue.path[0] as CampoCorregibleOferta | undefined;
        if (campo && !nuevos[campo]) nuevos[campo] = mensaje(issue.message);
      }
      marcar(nuevos);
      return;
    }
    setErrores({});
    setPaso('revisar');
  };

  const confirmar = async () => {
    rechazo.limpiar();
    try {
      await onConfirmar(cambios);
    } catch (error) {
      const deCampos = fieldErrorsOf(error).filter((e) => e.campo.startsWith('cambios.'));
      if (isApiError(error) && deCampos.length > 0) {
        atenderRechazo(error);
        marcar(Object.fromEntries(deCampos.map((e) => [e.campo.slice('cambios.'.length), mensaje(e.mensaje)])) as Errores);
        return;
      }
      rechazo.mostrar(error);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(abierto) => {
        if (!ocupado) onOpenChange(abierto);
      }}
      size="lg"
      title={t('cambiosOferta.correccion.titulo', { que })}
      description={t('cambiosOferta.correccion.descripcion')}
      rechazo={rechazo}
    >
      {paso === 'editar' ? (
        <form noValidate onSubmit={revisar} className="flex flex-col gap-4" aria-label={t('cambiosOferta.correccion.campos')}>
          <p
            ref={resumen}
            tabIndex={-1}
            role={sinCambios ? 'alert' : undefined}
            className={sinCambios ? 'text-sm font-medium text-danger outline-none' : 'sr-only'}
          >
            {sinCambios ? t('cambiosOferta.correccion.sinCambios') : ''}
          </p>
          {CAMPOS_CORREGIBLES_OFERTA.map((campo) => {
            const campoId = `${id}-${campo}`;
            const error = errores[campo];
            const comunes = {
              ...fieldAria(campoId, { error }),
              value: valores[campo],
              onChange: (event: { target: { value: string } }) => {
                const valor = event.target.value;
                setValores((v) => ({ ...v, [campo]: valor }));
                setSinCambios(false);
              },
            };
            return (
              <Field key={campo} id={campoId} label={etiqueta(campo)} error={error}>
                {LARGOS.has(campo) ? <Textarea {...comunes} rows={campo === 'descripcion' ? 6 : 4} /> : <Input {...comunes} />}
              </Field>
            );
          })}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('cambiosOferta.correccion.cancelar')}
            </Button>
            <Button type="submit">{t('cambiosOferta.correccion.revisar')}</Button>
          </div>
        </form>
      ) : (
        <section aria-labelledby={`${id}-revision`} className="flex flex-col gap-4">
          <div>
            <h3 id={`${id}-revision`} className="font-semibold text-fg">
              {t('cambiosOferta.correccion.revision')}
            </h3>
            <p className="text-sm text-muted">{t('cambiosOferta.correccion.revisionTexto', { count: campos.length })}</p>
          </div>
          {campos.map((campo) => (
            <Diferencia
              key={campo}
              etiqueta={etiqueta(campo)}
              antes={textos[campo] ?? ''}
              despues={(cambios[campo] ?? '').trim()}
            />
          ))}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setPaso('editar')} disabled={ocupado}>
              <ArrowLeft aria-hidden="true" />
              {t('cambiosOferta.correccion.volver')}
            </Button>
            <Button type="button" onClick={confirmar} disabled={ocupado} aria-busy={ocupado}>
              <Check aria-hidden="true" />
              {ocupado ? t('cambiosOferta.correccion.confirmando') : t('cambiosOferta.correccion.confirmar')}
            </Button>
          </div>
        </section>
      )}
    </Dialog>
  );
}

/** One changed field: its old text with what goes struck through, its new one with what comes marked. */
function Diferencia({ etiqueta, antes, despues }: { etiqueta: string; antes: string; despues: string }) {
  const { t } = useTranslation();
  const trozos = diffPalabras(antes, despues);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <h4 className="text-sm font-semibold text-fg">{etiqueta}</h4>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium text-muted">{t('cambiosOferta.correccion.antes')}</dt>
          <dd className="whitespace-pre-wrap break-words rounded-lg bg-subtle p-2 text-sm text-fg">
            {antes === ''
              ? t('cambiosOferta.correccion.vacio')
              : trozos
                  .filter((trozo) => trozo.tipo !== 'puesto')
                  .map((trozo, i) =>
                    trozo.tipo === 'quitado' ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order, never reordered.
                      <del key={i} className="rounded bg-danger-bg px-0.5 text-danger decoration-2">
                        <span className="sr-only">[{t('cambiosOferta.correccion.quitado')}: </span>
                        {trozo.texto}
                        <span className="sr-only">]</span>
                      </del>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order, never reordered.
                      <span key={i}>{trozo.texto}</span>
                    ),
                  )}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium text-muted">{t('cambiosOferta.correccion.despues')}</dt>
          <dd className="whitespace-pre-wrap break-words rounded-lg bg-subtle p-2 text-sm text-fg">
            {trozos
              .filter((trozo) => trozo.tipo !== 'quitado')
              .map((trozo, i) =>
                trozo.tipo === 'puesto' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order, never reordered.
                  <ins key={i} className="rounded bg-success-bg px-0.5 font-semibold text-success no-underline">
                    <span className="sr-only">[{t('cambiosOferta.correccion.puesto')}: </span>
                    {trozo.texto}
                    <span className="sr-only">]</span>
                  </ins>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order, never reordered.
                  <span key={i}>{trozo.texto}</span>
                ),
              )}
          </dd>
        </div>
      </dl>
    </div>
  );
}

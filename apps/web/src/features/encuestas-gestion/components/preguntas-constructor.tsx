import { ENCUESTA_MAX_PREGUNTAS } from '@puente/contract/encuestas';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIdCampo } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { useErrorDeLista } from './error-de-lista';
import { PreguntaConstructor } from './pregunta-constructor';
import { preguntaNueva, type ValoresEncuesta } from './valores-encuesta';

/**
 * The builder's questions (useFieldArray): added at the end, moved with "Subir"/"Bajar" and removed with
 * their buttons. The focus follows the moved question's button and a live region says where it went; a
 * removed question takes the jumps to it with it (they become "the next one").
 */
export function PreguntasConstructor() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<ValoresEncuesta>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'preguntas' });
  const error = useErrorDeLista('preguntas');
  const id = useIdCampo('preguntas');
  const [aviso, setAviso] = useState('');
  const foco = useRef<{ indice: number; boton: 'subir' | 'bajar' | 'anadir' } | null>(null);

  // After a move, the moved question's button keeps the keyboard (the other one when it is now disabled).
  useEffect(() => {
    const destino = foco.current;
    if (!destino) return;
    foco.current = null;
    if (destino.boton === 'anadir') {
      document.getElementById(`${id}-anadir`)?.focus();
      return;
    }
    const boton = document.getElementById(`${id}-${destino.indice}-${destino.boton}`) as HTMLButtonElement | null;
    const otro = destino.boton === 'subir' ? 'bajar' : 'subir';
    (boton && !boton.disabled ? boton : document.getElementById(`${id}-${destino.indice}-${otro}`))?.focus();
  });

  const mover = (desde: number, hasta: number, boton: 'subir' | 'bajar') => {
    move(desde, hasta);
    foco.current = { indice: hasta, boton };
    setAviso(t('encuestasGestion.constructor.movida', { desde: desde + 1, hasta: hasta + 1 }));
  };

  const quitar = (indice: number) => {
    const clave = getValues(`preguntas.${indice}.clave`);
    getValues('preguntas').forEach((p, i) => {
      p.respuestas.forEach((r, j) => {
        if (r.saltoA === clave) setValue(`preguntas.${i}.respuestas.${j}.saltoA`, '', { shouldDirty: true });
      });
    });
    remove(indice);
    foco.current = { indice: 0, boton: 'anadir' };
    setAviso(t('encuestasGestion.constructor.quitada', { n: indice + 1 }));
  };

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4">
        {fields.map((field, i) => (
          <li key={field.id}>
            <PreguntaConstructor indice={i} total={fields.length} onMover={mover} onQuitar={quitar} />
          </li>
        ))}
      </ol>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        id={`${id}-anadir`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={fields.length >= ENCUESTA_MAX_PREGUNTAS}
        onClick={() => {
          append(preguntaNueva(), { focusName: `preguntas.${fields.length}.texto` });
          setAviso(t('encuestasGestion.constructor.anadida', { n: fields.length + 1 }));
        }}
      >
        <Plus aria-hidden="true" />
        {t('encuestasGestion.constructor.anadirPregunta')}
      </Button>
      <p className="sr-only" aria-live="polite">
        {aviso}
      </p>
    </div>
  );
}

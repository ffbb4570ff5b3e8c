import { SUBIDA_MAX_KB } from '@puente/contract/constants';
import { IMAGEN_EVENTO_CAJA } from '@puente/contract/eventos';
import { MENSAJES } from '@puente/contract/validation/messages';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { ACEPTA_IMAGENES, leerImagen } from './leer-imagen';
import type { ValoresEvento } from './valores-evento';

/**
 * The main image (field `imagen`, in a group its legend names): checked as soon as it is picked (lib of this feature, leer-imagen: PNG or
 * JPEG by content, 2 MB) and uploaded once the event is saved; a refusal, here or the API's 46 and 413, is
 * said under it in spec §5's words. The current image shows beside it and can be removed.
 */
export function CampoImagen() {
  const { t } = useTranslation();
  const { control, setValue, setError, clearErrors } = useFormContext<ValoresEvento>();
  const [imagen, actual] = useWatch({ control, name: ['imagen', 'ulrImagenPrincipal'] });
  const error = useErrorCampo('imagen');
  const id = useIdCampo('imagen');
  const [leyendo, setLeyendo] = useState(false);

  const elegir = async (file: File | undefined) => {
    if (!file) return;
    setLeyendo(true);
    const leida = await leerImagen(file).catch(() => ({ error: MENSAJES.ficheroIlegible }));
    setLeyendo(false);
    if ('error' in leida) {
      // Set without validating: the schema knows nothing of this field and would clear the message.
      setValue('imagen', null, { shouldDirty: true });
      setError('imagen', { type: 'manual', message: leida.error });
      return;
    }
    setValue('imagen', leida, { shouldDirty: true });
    clearErrors('imagen');
  };
  const quitar = () => {
    setValue('imagen', null, { shouldDirty: true });
    setValue('ulrImagenPrincipal', '', { shouldDirty: true });
    clearErrors('imagen');
  };

  const vista = imagen?.url ?? (actual || null);
  const reglas = t('eventosGestion.formulario.imagenReglas', { mb: SUBIDA_MAX_KB / 1000, px: IMAGEN_EVENTO_CAJA.ancho });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {vista ? (
          <img
            src={vista}
            alt={imagen ? t('eventosGestion.formulario.imagenNueva') : t('eventosGestion.formulario.imagenActual')}
            className="aspect-[5/3] w-full rounded-xl border border-border object-cover sm:w-48"
          />
        ) : (
          <span className="flex aspect-[5/3] w-full items-center justify-center rounded-xl border border-dashed border-border bg-subtle text-muted sm:w-48">
            <ImageOff aria-hidden="true" className="size-8" />
            <span className="sr-only">{t('eventosGestion.formulario.sinImagen')}</span>
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <FileInput
            id={id}
            accept={ACEPTA_IMAGENES}
            prompt={vista ? t('eventosGestion.formulario.imagenCambiar') : t('eventosGestion.formulario.imagenElegir')}
            hint={imagen ? t('eventosGestion.formulario.imagenAlGuardar', { reglas }) : reglas}
            selectedName={imagen?.nombre}
            disabled={leyendo}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onFiles={([file]) => void elegir(file)}
          />
          {vista ? (
            <Button variant="outline" size="sm" className="self-start" onClick={quitar}>
              {t('eventosGestion.formulario.imagenQuitar')}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

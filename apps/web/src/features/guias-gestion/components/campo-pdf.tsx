import { SUBIDA_MAX_KB } from '@puente/contract/constants';
import { MENSAJES } from '@puente/contract/validation/messages';
import { useState } from 'react';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { FileInput } from '@/components/ui/file-input';
import { useFormato } from '@/lib/formato';
import { leerPdf } from '@/lib/leer-pdf';
import { kb } from './formatos';

/** The PDF as the form keeps it once checked and read: what the API takes, and what the picker shows. */
export interface PdfElegido {
  nombre: string;
  tamano: number;
  ficheroB64: string;
  extension: string;
}

/**
 * The guide's PDF (field `fichero`): checked as the other signed copies are (lib/leer-pdf: the extension, 2 MB,
 * the first bytes) as soon as it is picked, and read to base64 with its progress; a refusal is said under it
 * with spec §5's words. When editing, the current file is named and a new one replaces it.
 */
export function CampoPdf({ actual, required }: { actual?: { nombre: string; tamano: number }; required: boolean }) {
  const { t } = useTranslation();
  const { numero } = useFormato();
  const { control, setError, setValue, clearErrors } = useFormContext<FieldValues>();
  const error = useErrorCampo('fichero');
  const id = useIdCampo('fichero');
  const [progreso, setProgreso] = useState<number | undefined>(undefined);
  const reglas = t('guiasGestion.formulario.pdfReglas', { mb: SUBIDA_MAX_KB / 1000 });

  return (
    <Controller
      control={control}
      name="fichero"
      render={({ field }) => {
        const elegido = field.value as PdfElegido | null;
        const elegir = async (file: File | undefined) => {
          if (!file) return;
          setProgreso(0);
          const leido = await leerPdf(file, setProgreso).catch(() => ({ rechazo: 46 as const }));
          setProgreso(undefined);
          if ('rechazo' in leido) {
            // Set without validating: after a refused submit the resolver would answer "choose one" over this.
            setValue('fichero', null, { shouldDirty: true });
            setError('fichero', {
              type: 'manual',
              message: leido.rechazo === 413 ? MENSAJES.ficheroDemasiadoGrande : MENSAJES.ficheroNoPermitido,
            });
            return;
          }
          field.onChange({ nombre: file.name, tamano: file.size, ...leido } satisfies PdfElegido);
          clearErrors('fichero');
        };
        const hint = elegido
          ? t('guiasGestion.formulario.pdfElegido', { kb: numero(kb(elegido.tamano)), reglas })
          : actual
            ? t('guiasGestion.formulario.pdfActual', { nombre: actual.nombre, kb: numero(kb(actual.tamano)) })
            : reglas;
        return (
          <div className="flex flex-col gap-1.5">
            <span id={`${id}-label`} className="flex items-baseline gap-0.5 text-sm font-medium text-fg">
              {t('guiasGestion.formulario.pdf')}
              {required ? (
                <span aria-hidden="true" className="text-danger">
                  *
                </span>
              ) : null}
            </span>
            <FileInput
              id={id}
              accept="application/pdf,.pdf"
              prompt={actual ? t('guiasGestion.formulario.pdfOtro') : t('guiasGestion.formulario.pdfElegir')}
              hint={hint}
              selectedName={elegido?.nombre}
              progress={progreso}
              progressLabel={t('guiasGestion.formulario.pdfLeyendo')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onFiles={([file]) => void elegir(file)}
            />
            {error ? (
              <p id={`${id}-error`} className="text-xs font-medium text-danger">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    />
  );
}

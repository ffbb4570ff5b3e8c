import { SUBIDA_MAX_KB } from '@puente/contract/constants';
import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '@/components/ui/file-input';
import { TRANSPORT_FAILURE } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/error-banner-store';
import { mustReport, reportError } from '@/lib/error-report';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { ACEPTA_DOCUMENTOS, type ArchivoLeido, leerArchivo } from '@/lib/leer-archivo';
import { useValidationMessage } from '@/lib/validation-message';

/** Refusals said under the upload, where the student is looking; any other goes to the banner. */
const DE_LA_SUBIDA = new Set([15, 45, 46, 48, 56]);

export interface SubirDocumentoProps {
  id: string;
  prompt: string;
  /** Sends the checked file; resolves to whether it was kept (513), false on 518 (its banner says why). */
  onEnviar: (archivo: ArchivoLeido) => Promise<boolean>;
  disabled?: boolean;
  /** Said instead of the rules while the upload is closed. */
  motivo?: string;
}

/**
 * A file picked is checked here first (spec §5: the extension list, 2 MB,
 * the first bytes against the extension) and only then sent; the bar shows
 * reading and sending.
 */
export function SubirDocumento({ id, prompt, onEnviar, disabled, motivo }: SubirDocumentoProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const mensaje = useValidationMessage();
  const [error, setError] = useState<string | null>(null);
  const [hecho, setHecho] = useState<string | null>(null);
  const [progreso, setProgreso] = useState<number | undefined>(undefined);
  const [elegido, setElegido] = useState<string | undefined>(undefined);

  const rechazo = (fallo: unknown): string | null => {
    const codigo = isApiError(fallo) ? fallo.status : TRANSPORT_FAILURE;
    if (!isApiError(fallo) || !DE_LA_SUBIDA.has(codigo)) {
      showError(codigo, isApiError(fallo) ? fallo.mensaje : null);
      if (mustReport(codigo)) void reportError(codigo);
      return null;
    }
    if (codigo === 15) return fieldErrorsOf(fallo)[0]?.mensaje ?? fallo.mensaje ?? catalogueEntry(15)[idioma].cuerpo;
    return catalogueEntry(codigo)[idioma].cuerpo;
  };

  const enviar = async (file: File) => {
    setError(null);
    setHecho(null);
    setElegido(file.name);
    setProgreso(0);
    try {
      const leido = await leerArchivo(file, (p) => setProgreso(Math.round(p / 2)));
      if ('error' in leido) {
        setError(mensaje(leido.error) ?? leido.error);
        return;
      }
      setProgreso(60);
      const guardado = await onEnviar(leido);
      setProgreso(100);
      if (guardado) setHecho(t('practicasAlumno.documentos.hecho', { nombre: leido.nombre }));
    } catch (fallo) {
      setError(rechazo(fallo));
    } finally {
      setProgreso(undefined);
      setElegido(undefined);
    }
  };

  const ocupado = progreso !== undefined;
  return (
    <div className="flex flex-col gap-2">
      <FileInput
        id={id}
        prompt={prompt}
        hint={motivo ?? t('practicasAlumno.documentos.reglas', { mb: SUBIDA_MAX_KB / 1000 })}
        accept={ACEPTA_DOCUMENTOS}
        selectedName={elegido}
        disabled={disabled || ocupado}
        progress={progreso}
        progressLabel={t('practicasAlumno.documentos.subiendo', { nombre: elegido ?? '' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onFiles={([file]) => {
          if (file) void enviar(file);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p role="status" className={hecho || ocupado ? 'text-sm text-muted' : 'sr-only'}>
        {ocupado ? t('practicasAlumno.documentos.subiendo', { nombre: elegido ?? '' }) : (hecho ?? '')}
      </p>
    </div>
  );
}

import { SUBIDA_MAX_KB } from '@puente/contract/constants';
import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { MENSAJES } from '@puente/contract/validation/messages';
import { useState } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { TRANSPORT_FAILURE } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/error-banner-store';
import { mustReport, reportError } from '@/lib/error-report';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { ACEPTA_DOCUMENTOS, type ArchivoLeido, leerArchivo } from '@/lib/leer-archivo';
import { useValidationMessage } from '@/lib/validation-message';

/** The texts of one upload, in its screen's words. */
export interface TextosSubida {
  /** The rules under the prompt (types, size in MB). */
  reglas: (mb: number) => string;
  /** Said while the file is read and sent. */
  subiendo: (nombre: string) => string;
  /** Said once the file is kept. */
  hecho: (nombre: string) => string;
}

export interface SubirArchivoProps {
  /** Unique on the page: the input's id. */
  id: string;
  /** What the drop zone says. */
  prompt: string;
  /** Sends the checked file; resolves to whether it was kept (false: not, its banner or field says why), rejects with the API's refusal. */
  onEnviar: (archivo: ArchivoLeido) => Promise<boolean>;
  /** Refusal codes said under the upload, where the person is looking; any other goes to the banner. */
  enLinea: ReadonlySet<number>;
  textos: TextosSubida;
  disabled?: boolean;
  /** Said instead of the rules while the upload is closed. */
  motivo?: string;
}

/**
 * A file picked is checked here first (spec §5: the extension list, 2 MB,
 * the first bytes against the extension) and only then sent; the bar shows
 * reading (first half) and sending. A success is said once, politely, beside it.
 */
export function SubirArchivo({ id, prompt, onEnviar, enLinea, textos, disabled, motivo }: SubirArchivoProps) {
  const idioma = useLanguage();
  const mensaje = useValidationMessage();
  const [error, setError] = useState<string | null>(null);
  const [hecho, setHecho] = useState<string | null>(null);
  const [progreso, setProgreso] = useState<number | undefined>(undefined);
  const [elegido, setElegido] = useState<string | undefined>(undefined);

  const rechazo = (fallo: unknown): string | null => {
    const codigo = isApiError(fallo) ? fallo.status : TRANSPORT_FAILURE;
    if (!isApiError(fallo) || !enLinea.has(codigo)) {
      showError(codigo, isApiError(fallo) ? fallo.mensaje : null);
      if (mustReport(codigo)) void reportError(codigo);
      return null;
    }
    if (codigo === 15) return fieldErrorsOf(fallo)[0]?.mensaje ?? fallo.mensaje ?? catalogueEntry(15)[idioma].cuerpo;
    // Under the field, spec §5's own words for a file type it does not take.
    if (codigo === 46) return mensaje(MENSAJES.ficheroNoPermitido) ?? MENSAJES.ficheroNoPermitido;
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
      if (guardado) setHecho(textos.hecho(leido.nombre));
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
        hint={motivo ?? textos.reglas(SUBIDA_MAX_KB / 1000)}
        accept={ACEPTA_DOCUMENTOS}
        selectedName={elegido}
        disabled={disabled || ocupado}
        progress={progreso}
        progressLabel={textos.subiendo(elegido ?? '')}
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
        {ocupado ? textos.subiendo(elegido ?? '') : (hecho ?? '')}
      </p>
    </div>
  );
}

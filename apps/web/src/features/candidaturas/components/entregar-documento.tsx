import { EXTENSIONES_DOCUMENTO, SUBIDA_MAX_KB } from '@puente/contract/constants';
import { checkUploadedFile, fileExtension } from '@puente/contract/validation/files';
import { FileText } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FileInput } from '@/components/ui/file-input';
import { focusElement } from '@/lib/focus-return';
import { useValidationMessage } from '@/lib/validation-message';
import { leerComoBase64, useEntregarDocumento } from '../api/entregar-documento';

export interface EntregarDocumentoProps {
  urlOferta: string;
  /** What the company asks for, in its words. */
  documentacionNecesaria: string;
  /** The anchor other pages link to (a card's "Entregar el documento"). */
  id: string;
  /** Once handed in this block goes away: where focus should go instead ("Inscribirme"). */
  onEntregado?: () => void;
}

/**
 * Code 11 on the offer's page: the offer asks for a document the student has
 * not handed in. It is handed in here, per offer (not in Mi CV); once the API
 * has it the offer is refetched, its verdict lets the student apply and
 * "Inscribirme" works. The file is checked in the browser first (the §5 list,
 * 2 MB, content matching the extension), as the API will check it again.
 */
export function EntregarDocumento({ urlOferta, documentacionNecesaria, id, onEntregado }: EntregarDocumentoProps) {
  const { t } = useTranslation();
  const mensaje = useValidationMessage();
  const inputId = useId();
  const errorId = useId();
  const titulo = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const entregar = useEntregarDocumento();
  const [error, setError] = useState<string | null>(null);
  const [nombre, setNombre] = useState<string | undefined>();

  // A card's link lands here: bring the block into view and start reading at its title.
  useEffect(() => {
    if (hash === `#${id}` && titulo.current) {
      titulo.current.scrollIntoView?.({ block: 'center' });
      focusElement(titulo.current);
    }
  }, [hash, id]);

  const elegir = async ([file]: File[]) => {
    if (!file) return;
    setNombre(file.name);
    setError(null);
    let ficheroB64: string;
    try {
      ficheroB64 = await leerComoBase64(file);
    } catch {
      setError(mensaje('El fichero no se ha podido leer') ?? null);
      return;
    }
    const problema = checkUploadedFile(fileExtension(file.name), ficheroB64);
    if (problema) {
      setError(mensaje(problema) ?? problema);
      return;
    }
    entregar.mutate({ urlOferta, file, ficheroB64 }, { onSuccess: () => onEntregado?.() });
  };

  return (
    <section aria-labelledby={`${id}-titulo`} id={id} className="flex flex-col gap-2 rounded-lg bg-subtle p-3 text-sm">
      <h3 ref={titulo} id={`${id}-titulo`} className="flex items-start gap-2 font-semibold text-fg outline-none">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {t('candidaturas.documentacion.titulo')}
      </h3>
      <p className="text-fg">{t('candidaturas.documentacion.pide', { documentacion: documentacionNecesaria })}</p>
      <FileInput
        id={inputId}
        prompt={t('candidaturas.documentacion.elegir')}
        hint={t('candidaturas.documentacion.reglas', {
          tipos: EXTENSIONES_DOCUMENTO.join(', '),
          mb: SUBIDA_MAX_KB / 1000,
        })}
        selectedName={nombre}
        disabled={entregar.isPending}
        onFiles={(files) => void elegir(files)}
        aria-invalid={error ? true : undefined}
        {...(error ? { 'aria-describedby': errorId } : {})}
      />
      <p aria-live="polite" className="text-muted">
        {entregar.isPending ? t('candidaturas.documentacion.subiendo') : ''}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}

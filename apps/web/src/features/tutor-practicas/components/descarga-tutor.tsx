import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { PortalCodes } from '@puente/contract/errors/codes';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TRANSPORT_FAILURE } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/error-banner-store';
import { useLanguage } from '@/lib/i18n';
import { type DescargaTutor, useDescargaTutor } from '../api/practica-tutor';

export interface BotonDescargaTutorProps {
  token: string;
  endpoint: DescargaTutor;
  /** The name to save under when the API suggests none. */
  nombre: string;
  texto: string;
  /** The link no longer serves (42): the page says so instead of the record. */
  onCaducado: (mensaje: string | null) => void;
}

/**
 * A PDF of the tutor's link (the report, the collaboration certificate),
 * asked with the token in the body and saved by the browser. A 48 (not
 * available yet) is said under the button with the API's message; anything
 * but the link goes to the banner.
 */
export function BotonDescargaTutor({ token, endpoint, nombre, texto, onCaducado }: BotonDescargaTutorProps) {
  const idioma = useLanguage();
  const descargar = useDescargaTutor(token);
  const [noDisponible, setNoDisponible] = useState<string | null>(null);

  const alDescargar = async () => {
    setNoDisponible(null);
    try {
      await descargar.mutateAsync({ endpoint, nombre });
    } catch (error) {
      if (isApiError(error) && error.status === PortalCodes.ENLACE_CADUCADO) onCaducado(error.mensaje);
      else if (isApiError(error) && error.status === PortalCodes.ACCION_NO_PERMITIDA)
        setNoDisponible(error.mensaje ?? catalogueEntry(error.status)[idioma].cuerpo);
      else showError(isApiError(error) ? error.status : TRANSPORT_FAILURE, isApiError(error) ? error.mensaje : null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        className="w-full sm:w-auto sm:self-start"
        disabled={descargar.isPending}
        aria-busy={descargar.isPending}
        onClick={() => void alDescargar()}
      >
        <Download aria-hidden="true" />
        {texto}
      </Button>
      {noDisponible ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {noDisponible}
        </p>
      ) : null}
    </div>
  );
}

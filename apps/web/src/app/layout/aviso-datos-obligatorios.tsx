import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { PortalCodes } from '@puente/contract/errors/codes';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { endpointQuery } from '@/lib/api-query';
import { useBrand } from '@/lib/brand';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { pathOf } from '../route-links';
import { avisoDescartado, debePreguntarDatos, descartarAviso } from './aviso-datos-obligatorios-reglas';

const consulta = endpointQuery('faltanDatosPersonales', {}, { sinAviso: true });

/**
 * Spec §4 "Missing mandatory personal data": after login and on each
 * navigation a student of a brand with `popupDatosObligatorios` hears which
 * required personal fields are still empty (code 527's wording), with a link
 * to them in Mi CV. Closing it keeps it closed for the browser session.
 */
export function AvisoDatosObligatorios() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSession();
  const brand = useBrand();
  const { pathname } = useLocation();
  // Read on every render: another student logging in this tab has not closed it.
  const [, setCerrado] = useState(0);
  const descartado = avisoDescartado(session);
  const activo = debePreguntarDatos({ session, brand, pathname, rutaCv: pathOf('cv'), descartado });
  const faltan = useQuery({ ...consulta, enabled: activo, staleTime: 0 });
  const { refetch } = faltan;

  // Each navigation asks again: the student may have just filled the fields in Mi CV.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design.
  useEffect(() => {
    if (activo) void refetch();
  }, [pathname]);

  const campos = faltan.data?.faltan ? faltan.data.campos : [];
  const open = activo && campos.length > 0;
  const cerrar = () => {
    descartarAviso(session);
    setCerrado((n) => n + 1);
  };
  const textos = catalogueEntry(PortalCodes.AVISO_DATOS_OBLIGATORIOS)[lang];

  return (
    <Dialog
      open={open}
      onOpenChange={(abierto) => {
        if (!abierto) cerrar();
      }}
      title={textos.titulo}
      description={textos.cuerpo}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('avisoDatos.ahoraNo')}</Button>
          </DialogClose>
          <Button asChild>
            <Link to={`${pathOf('cv')}#personales`} onClick={cerrar}>
              {t('avisoDatos.completar')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2 text-sm text-fg">
        <p id="aviso-datos-lista" className="font-medium">
          {t('avisoDatos.faltan', { count: campos.length })}
        </p>
        <ul aria-labelledby="aviso-datos-lista" className="flex list-disc flex-col gap-1 ps-5">
          {campos.map((campo) => (
            <li key={campo}>{t(`avisoDatos.campos.${campo}`, { defaultValue: campo })}</li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

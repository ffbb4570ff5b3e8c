import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { endpointQuery } from '@/lib/api-query';
import { useBrand } from '@/lib/brand';
import { useSession } from '@/lib/session';
import type { QueryMeta } from '../query-client';
import { pathOf } from '../route-links';
import {
  type AvisoEmpresa,
  avisoEmpresaDescartado,
  avisoQueToca,
  debePreguntarDatosEmpresa,
  descartarAvisoEmpresa,
  faltanCampos,
} from './aviso-datos-empresa-reglas';

// A check in the background: were it to fail, the banner would cover whatever page the contact opened.
const silencioso: QueryMeta = { silencioso: true };
const consultaEmpresa = endpointQuery('faltanDatosAlaEmpresa', {}, { sinAviso: true });
const consultaContacto = endpointQuery('faltanDatosAlContactoEmpresa', {}, { sinAviso: true });

/**
 * Spec §4 "Missing company or contact data": a company contact of a brand with
 * `checkDatosCompletosEmpresa` hears which required fields of the company, and
 * then of their own contact data, are still empty, with a button to the
 * section that edits them (/mi-empresa#datos, /mi-perfil#datos). Asked again
 * on each navigation (they may have just filled them); "Ahora no" keeps both
 * closed for the browser session. The first login (primerAcceso) lands on
 * home, where it opens at once, welcoming them.
 */
export function AvisoDatosEmpresa() {
  const { t } = useTranslation();
  const session = useSession();
  const brand = useBrand();
  const { pathname } = useLocation();
  // Read on every render: another contact logging in this tab has not closed it.
  const [, setCerrado] = useState(0);
  const descartado = avisoEmpresaDescartado(session);
  const rutasSinAviso = [pathOf('miEmpresa'), pathOf('miPerfil'), pathOf('login'), pathOf('logout')];
  const activo = debePreguntarDatosEmpresa({ session, brand, pathname, rutasSinAviso, descartado });
  const empresa = useQuery({ ...consultaEmpresa, enabled: activo, staleTime: 0, meta: silencioso });
  const contactoHaceFalta = activo && empresa.data !== undefined && !faltanCampos(empresa.data);
  const contacto = useQuery({ ...consultaContacto, enabled: contactoHaceFalta, staleTime: 0, meta: silencioso });
  const { refetch: refetchEmpresa } = empresa;
  const { refetch: refetchContacto } = contacto;

  // Each navigation asks again: the contact may have just completed Mi empresa or Mi perfil.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design.
  useEffect(() => {
    if (!activo) return;
    void refetchEmpresa();
    if (contactoHaceFalta) void refetchContacto();
  }, [pathname]);

  const cual = activo ? avisoQueToca(empresa.data, contactoHaceFalta ? contacto.data : undefined) : null;
  // While it closes, the dialog keeps saying what it said.
  const mostrado = useRef<{ cual: AvisoEmpresa; campos: string[] }>({ cual: 'empresa', campos: [] });
  if (cual) mostrado.current = { cual, campos: (cual === 'empresa' ? empresa.data?.campos : contacto.data?.campos) ?? [] };
  const { campos } = mostrado.current;
  const clave = `avisoDatosEmpresa.${mostrado.current.cual}`;
  const cerrar = () => {
    descartarAvisoEmpresa(session);
    setCerrado((n) => n + 1);
  };
  const destino = mostrado.current.cual === 'contacto' ? pathOf('miPerfil') : pathOf('miEmpresa');
  const texto = t(`${clave}.texto`);

  return (
    <Dialog
      open={cual !== null}
      onOpenChange={(abierto) => {
        if (!abierto) cerrar();
      }}
      title={t(`${clave}.titulo`)}
      description={session.primerAcceso ? `${t('avisoDatosEmpresa.primerAcceso')} ${texto}` : texto}
      // Wider than the student's: the company button's label would push "Ahora no" out of a small one.
      size="md"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('avisoDatosEmpresa.ahoraNo')}</Button>
          </DialogClose>
          {/* Not a dismissal: leaving the company's page complete, the contact's popup comes next. */}
          <Button asChild>
            <Link to={`${destino}#datos`}>
              {t(`${clave}.completar`)}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2 text-sm text-fg">
        <p id="aviso-datos-empresa-lista" className="font-medium">
          {t('avisoDatosEmpresa.faltan', { count: campos.length })}
        </p>
        <ul aria-labelledby="aviso-datos-empresa-lista" className="flex list-disc flex-col gap-1 ps-5">
          {campos.map((campo) => (
            <li key={campo}>{t(`avisoDatosEmpresa.campos.${mostrado.current.cual}.${campo}`, { defaultValue: campo })}</li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

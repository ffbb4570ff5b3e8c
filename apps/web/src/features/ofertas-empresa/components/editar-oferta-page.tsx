import type { OfertaGuardada } from '@puente/contract/endpoints/ofertas-empresa';
import { camposPendientes } from '@puente/contract/oferta-form';
import { ETIQUETAS_MOTIVO_RECHAZO_OFERTA } from '@puente/contract/ofertas-gestion';
import { EstadoOferta } from '@puente/contract/procesos';
import { ArrowLeft, Briefcase, GraduationCap, Lock } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { useEditaOferta } from '../api/edita-oferta';
import { useOfertaEditable } from '../api/oferta-editable';
import { valoresDeOferta } from '../oferta-form-values';
import { FormSkeleton } from './form-skeleton';
import { OfertaFormulario } from './oferta-form';

export interface EditarOfertaPageProps {
  idOferta: number;
  onGuardada: (oferta: OfertaGuardada) => void;
}

/** The same form filled with the stored offer; refused with its banner (25, 68) once not editable. */
export function EditarOfertaPage({ idOferta, onGuardada }: EditarOfertaPageProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const editable = useOfertaEditable(idOferta);
  const edita = useEditaOferta();
  const datos = editable.data;
  const valores = useMemo(() => (datos ? valoresDeOferta(datos.valores) : null), [datos]);
  const pendientes = useMemo(() => (datos ? camposPendientes(datos.valores) : []), [datos]);

  if (editable.isPending) return <FormSkeleton />;
  if (!datos || !valores) {
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={Lock}
        title={t('ofertasEmpresa.edicion.noEditable')}
        description={t('ofertasEmpresa.edicion.noEditableTexto')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild variant="outline">
              <Link to={`/oferta/${idOferta}`}>{t('ofertasEmpresa.edicion.verOferta')}</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/mis-ofertas">
                <ArrowLeft aria-hidden="true" />
                {t('ofertasEmpresa.edicion.volver')}
              </Link>
            </Button>
          </div>
        }
      />
    );
  }

  const practicas = datos.valores.idPerfil === 2;
  const Icon = practicas ? GraduationCap : Briefcase;
  return (
    <div className="flex flex-col gap-5">
      <p className="inline-flex w-fit items-center gap-2 rounded-full bg-subtle px-3 py-1.5 text-sm font-medium text-fg">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {practicas ? t('ofertasEmpresa.edicion.perfilPracticas') : t('ofertasEmpresa.edicion.perfilEmpleo')}
      </p>
      {datos.cambiosPedidos ? (
        <Banner tone="info" role="status" title={t('ofertasEmpresa.cambios.edicionTitulo')}>
          <p className="font-medium">
            {t('ofertasEmpresa.cambios.motivo', {
              motivo: [ETIQUETAS_MOTIVO_RECHAZO_OFERTA[datos.cambiosPedidos.idMotivo][idioma], datos.cambiosPedidos.detalle]
                .filter(Boolean)
                .join(': '),
            })}
          </p>
          <p>{t('ofertasEmpresa.cambios.edicionTexto')}</p>
        </Banner>
      ) : null}
      {datos.idEstado === EstadoOferta.RECHAZADA ? (
        <Banner tone="danger" role="status" title={t('ofertasEmpresa.rechazo.edicionTitulo')}>
          {datos.motivoRechazo ? (
            <p className="font-medium">{t('ofertasEmpresa.cambios.motivo', { motivo: datos.motivoRechazo })}</p>
          ) : null}
          <p>{t('ofertasEmpresa.rechazo.edicionTexto')}</p>
        </Banner>
      ) : null}
      {pendientes.length > 0 ? (
        <Banner tone="warning" role="status" title={t('ofertasEmpresa.edicion.pendientesTitulo')}>
          {t('ofertasEmpresa.edicion.pendientesTexto', { count: pendientes.length })}
        </Banner>
      ) : null}
      <OfertaFormulario
        valoresIniciales={valores}
        elegirPerfil={false}
        pendientes={pendientes}
        textoEnviar={t('ofertasEmpresa.form.guardar')}
        textoEnviando={t('ofertasEmpresa.form.guardando')}
        cancelarHref={`/oferta/${idOferta}`}
        onEnviar={async (oferta) => {
          try {
            onGuardada(await edita.mutateAsync({ ...oferta, idOferta }));
            return [];
          } catch (error) {
            return fieldErrorsOf(error);
          }
        }}
      />
    </div>
  );
}

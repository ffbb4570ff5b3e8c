import { type CambiosPedidos, ETIQUETAS_MOTIVO_RECHAZO_OFERTA } from '@puente/contract/ofertas-gestion';
import { REENVIOS_MAX } from '@puente/contract/procesos';
import { Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { toast } from '@/components/ui/toast-store';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useReenviarOferta } from '../api/reenviar-oferta';

/** The reason the university gave, in the reader's language, with its staff member's words as written. */
export function useMotivoCambios() {
  const idioma = useLanguage();
  return (pedido: CambiosPedidos) =>
    [ETIQUETAS_MOTIVO_RECHAZO_OFERTA[pedido.idMotivo][idioma], pedido.detalle].filter(Boolean).join(': ');
}

export interface CambiosPedidosAvisoProps {
  idOferta: number;
  urlAcceso: string;
  pedido: CambiosPedidos | null;
  /** What the server allows now (dameDatosProceso `acciones`). */
  editar: boolean;
  reenviar: boolean;
}

/**
 * An offer the university asked changes to (state 6, decision 039): what it asked, in the company's
 * language, and the two steps, edit and "Reenviar a validación" (once, after a confirmation).
 */
export function CambiosPedidosAviso({ idOferta, urlAcceso, pedido, editar, reenviar }: CambiosPedidosAvisoProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const motivo = useMotivoCambios();
  return (
    <Banner tone="info" role="status" title={t('ofertasEmpresa.cambios.titulo')}>
      <div className="flex flex-col gap-3">
        {pedido ? (
          <div className="flex flex-col gap-0.5">
            <p className="font-medium">{t('ofertasEmpresa.cambios.motivo', { motivo: motivo(pedido) })}</p>
            <p className="text-xs">{t('ofertasEmpresa.cambios.pedidoEl', { fecha: fecha(pedido.fecha) })}</p>
          </div>
        ) : null}
        <p>{reenviar ? t('ofertasEmpresa.cambios.texto') : t('ofertasEmpresa.cambios.textoVencida')}</p>
        <PasosReenvio idOferta={idOferta} urlAcceso={urlAcceso} editar={editar} reenviar={reenviar} />
      </div>
    </Banner>
  );
}

export interface RechazoAvisoProps {
  idOferta: number;
  urlAcceso: string;
  motivo: string | null;
  reenvios: number;
  /** What the server allows now (dameDatosProceso `acciones`). */
  editar: boolean;
  reenviar: boolean;
}

/**
 * A declined offer (state 4): the university's reason and, the first time (decision 040), the same two
 * steps as for changes asked; after a resubmission the decline is final, and the banner says so.
 */
export function RechazoAviso({ idOferta, urlAcceso, motivo, reenvios, editar, reenviar }: RechazoAvisoProps) {
  const { t } = useTranslation();
  const texto =
    reenvios >= REENVIOS_MAX
      ? t('ofertasEmpresa.rechazo.definitivo')
      : reenviar
        ? t('ofertasEmpresa.rechazo.texto')
        : t('ofertasEmpresa.cambios.textoVencida');
  return (
    <Banner tone="danger" role="status" title={t('procesos.detalle.rechazadaTitulo')}>
      <div className="flex flex-col gap-3">
        <p className="font-medium">
          {motivo ? t('ofertasEmpresa.cambios.motivo', { motivo }) : t('procesos.detalle.rechazadaSinMotivo')}
        </p>
        <p>{texto}</p>
        <PasosReenvio idOferta={idOferta} urlAcceso={urlAcceso} editar={editar} reenviar={reenviar} />
      </div>
    </Banner>
  );
}

/** "Editar la oferta" and "Reenviar a validación" (once, after a confirmation), as the server allows them. */
function PasosReenvio({
  idOferta,
  urlAcceso,
  editar,
  reenviar,
}: Pick<CambiosPedidosAvisoProps, 'idOferta' | 'urlAcceso' | 'editar' | 'reenviar'>) {
  const { t } = useTranslation();
  const reenvio = useReenviarOferta();
  const rechazo = useRechazoDialogo();
  const [confirmando, setConfirmando] = useState(false);

  const confirmar = async () => {
    rechazo.limpiar();
    try {
      await reenvio.mutateAsync(urlAcceso);
      setConfirmando(false);
      toast({
        title: t('ofertasEmpresa.cambios.reenviada'),
        description: t('ofertasEmpresa.cambios.reenviadaTexto'),
        tone: 'success',
      });
    } catch (error) {
      if (!rechazo.mostrar(error)) setConfirmando(false);
    }
  };

  if (!editar && !reenviar) return null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {editar ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/editar-oferta/${idOferta}`}>
              <Pencil aria-hidden="true" />
              {t('ofertasEmpresa.cambios.editar')}
            </Link>
          </Button>
        ) : null}
        {reenviar ? (
          <Button size="sm" onClick={() => setConfirmando(true)}>
            <Send aria-hidden="true" />
            {t('ofertasEmpresa.cambios.reenviar')}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={confirmando}
        onOpenChange={(abierto) => {
          if (!reenvio.isPending) setConfirmando(abierto);
        }}
        title={t('ofertasEmpresa.cambios.confirmarTitulo')}
        description={t('ofertasEmpresa.cambios.confirmarTexto')}
        rechazo={rechazo}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmando(false)} disabled={reenvio.isPending}>
              {t('ofertasEmpresa.cambios.cancelar')}
            </Button>
            <Button onClick={confirmar} disabled={reenvio.isPending} aria-busy={reenvio.isPending}>
              {reenvio.isPending ? t('ofertasEmpresa.cambios.reenviando') : t('ofertasEmpresa.cambios.confirmar')}
            </Button>
          </>
        }
      />
    </>
  );
}

import { ShieldOff, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useCambiarMantenimiento, useEstadoPortal } from '../api/mantenimiento';

/**
 * /gestion/mantenimiento (administración): the portal's state with its switch, a confirmation before it
 * changes, and the page students and companies see meanwhile (/mantenimiento's texts). Staff keep working.
 */
export function MantenimientoGestion() {
  const { t } = useTranslation();
  const brand = useBrand();
  const cuenta = useMiCuentaGestor();
  const puede = usePermite('administracion:cambiar');
  const estado = useEstadoPortal();
  const cambiar = useCambiarMantenimiento();
  const rechazo = useRechazoDialogo();
  const [pedido, setPedido] = useState<boolean | null>(null);
  const activo = estado.data?.mantenimiento ?? brand.mantenimiento;

  if (cuenta.data && !puede) {
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={ShieldOff}
        title={t('gestion.sinPermiso.titulo')}
        description={t('gestion.sinPermiso.texto')}
      />
    );
  }

  const confirmar = async () => {
    if (pedido === null) return;
    rechazo.limpiar();
    try {
      const { activo: ahora } = await cambiar.mutateAsync(pedido);
      setPedido(null);
      toast({ title: ahora ? t('gestion.mantenimiento.activado') : t('gestion.mantenimiento.desactivado'), tone: 'success' });
    } catch (error) {
      if (!rechazo.mostrar(error)) setPedido(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-xl',
            activo ? 'bg-warning-bg text-warning' : 'bg-subtle text-primary',
          )}
        >
          <Wrench aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-1 flex-col gap-1">
          <h2 id="mantenimiento-estado" className="text-lg font-semibold text-fg">
            {t('gestion.mantenimiento.modo')}
          </h2>
          <p role="status" className="text-sm text-muted">
            {activo ? t('gestion.mantenimiento.estadoActivo') : t('gestion.mantenimiento.estadoInactivo')}
          </p>
        </div>
        <Switch
          id="mantenimiento-interruptor"
          aria-labelledby="mantenimiento-estado"
          checked={activo}
          disabled={!puede || cambiar.isPending}
          onCheckedChange={(valor) => setPedido(valor)}
          onLabel={t('gestion.mantenimiento.si')}
          offLabel={t('gestion.mantenimiento.no')}
        />
      </Card>

      <section aria-labelledby="mantenimiento-vista" className="flex flex-col gap-3">
        <h2 id="mantenimiento-vista" className="text-lg font-semibold text-fg">
          {t('gestion.mantenimiento.loQueVen')}
        </h2>
        <p className="max-w-2xl text-sm text-muted">{t('gestion.mantenimiento.loQueVenAyuda')}</p>
        <figure className="rounded-2xl border border-dashed border-border bg-bg p-6 text-center">
          <figcaption className="sr-only">{t('gestion.mantenimiento.vistaPrevia')}</figcaption>
          <p className="text-xl font-semibold text-fg">{t('mantenimiento.titulo')}</p>
          <p className="mx-auto mt-2 max-w-lg text-muted">{t('mantenimiento.texto')}</p>
          <p className="mt-3 text-sm text-muted">{t('mantenimiento.contacto', { email: brand.contacto.email })}</p>
        </figure>
      </section>

      <Dialog
        open={pedido !== null}
        onOpenChange={(abierto) => {
          if (!abierto) setPedido(null);
        }}
        size="sm"
        role="alertdialog"
        rechazo={rechazo}
        title={pedido ? t('gestion.mantenimiento.confirmarActivar') : t('gestion.mantenimiento.confirmarDesactivar')}
        description={
          pedido ? t('gestion.mantenimiento.confirmarActivarTexto') : t('gestion.mantenimiento.confirmarDesactivarTexto')
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('gestion.mantenimiento.cancelar')}</Button>
            </DialogClose>
            <Button onClick={() => void confirmar()} disabled={cambiar.isPending} aria-busy={cambiar.isPending}>
              {cambiar.isPending
                ? t('gestion.mantenimiento.cambiando')
                : pedido
                  ? t('gestion.mantenimiento.activar')
                  : t('gestion.mantenimiento.desactivar')}
            </Button>
          </>
        }
      />
    </div>
  );
}

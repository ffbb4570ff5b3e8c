import type { Evento } from '@puente/contract/eventos';
import { CalendarPlus, LogOut, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useDescargarIcs } from '../api/descargar-ics';
import { useDesinscribirseDeEvento } from '../api/desinscribirse';
import { useInscribirseEnEvento } from '../api/inscribirse';

/**
 * Where the student stands on the event and what they can do: register (or
 * join the waiting list when it is full), leave, each with a confirmation;
 * "Añadir al calendario" downloads the .ics. The answer's banner (532, 515
 * with the place, or the refusal) comes from the API client.
 */
export function InscripcionEvento({ evento }: { evento: Evento }) {
  const { t } = useTranslation();
  const estado = evento.miInscripcion?.estado ?? null;
  const texto = evento.caducado
    ? t('eventos.detalle.caducadoTexto')
    : !evento.inscripcion
      ? t('eventos.detalle.sinInscripcionTexto')
      : estado === 'inscrito'
        ? t('eventos.detalle.inscritoTexto')
        : estado === 'espera'
          ? t('eventos.detalle.esperaTexto', { posicion: evento.miInscripcion?.posicionEspera ?? 0 })
          : t('eventos.detalle.sinInscribirTexto');
  const registrable = !evento.caducado && evento.inscripcion;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-fg">{t('eventos.detalle.tuInscripcion')}</h2>
      <p className="text-sm text-fg" aria-live="polite">
        {texto}
      </p>
      {registrable && estado === null ? <BotonInscribirse evento={evento} /> : null}
      {registrable && estado !== null ? <BotonSalir evento={evento} /> : null}
      {!evento.caducado ? <BotonCalendario urlAcceso={evento.urlAcceso} /> : null}
    </div>
  );
}

function BotonInscribirse({ evento }: { evento: Evento }) {
  const { t } = useTranslation();
  const inscribir = useInscribirseEnEvento();
  const completo = evento.plazasLibres === 0;
  return (
    <ConfirmDialog
      title={t('eventos.inscripcion.titulo')}
      description={t(completo ? 'eventos.inscripcion.textoEspera' : 'eventos.inscripcion.texto', { titulo: evento.titulo })}
      trigger={
        <Button className="w-full">
          <UserPlus aria-hidden="true" />
          {t(completo ? 'eventos.inscripcion.botonEspera' : 'eventos.inscripcion.boton')}
        </Button>
      }
      cancelLabel={t('eventos.inscripcion.cancelar')}
      confirmLabel={t('eventos.inscripcion.confirmar')}
      pendingLabel={t('eventos.inscripcion.enviando')}
      onConfirm={() => inscribir.mutateAsync({ idEvento: evento.idEvento, urlEvento: evento.urlAcceso })}
    />
  );
}

function BotonSalir({ evento }: { evento: Evento }) {
  const { t } = useTranslation();
  const salir = useDesinscribirseDeEvento();
  const espera = evento.miInscripcion?.estado === 'espera';
  return (
    <ConfirmDialog
      tone="danger"
      title={t('eventos.inscripcion.salirTitulo')}
      description={t(espera ? 'eventos.inscripcion.salirTextoEspera' : 'eventos.inscripcion.salirTexto', {
        titulo: evento.titulo,
      })}
      trigger={
        <Button variant="outline" className="w-full">
          <LogOut aria-hidden="true" />
          {t(espera ? 'eventos.inscripcion.salirEspera' : 'eventos.inscripcion.salir')}
        </Button>
      }
      cancelLabel={t('eventos.inscripcion.volver')}
      confirmLabel={t('eventos.inscripcion.salirConfirmar')}
      pendingLabel={t('eventos.inscripcion.saliendo')}
      onConfirm={async () => {
        await salir.mutateAsync(evento.idEvento);
        toast({ title: t('eventos.inscripcion.salido'), tone: 'success' });
      }}
    />
  );
}

function BotonCalendario({ urlAcceso }: { urlAcceso: string }) {
  const { t } = useTranslation();
  const descargar = useDescargarIcs();
  return (
    <Button
      variant="outline"
      className="w-full"
      onClick={() => descargar.mutate(urlAcceso)}
      disabled={descargar.isPending}
      aria-busy={descargar.isPending}
    >
      <CalendarPlus aria-hidden="true" />
      {descargar.isPending ? t('eventos.detalle.descargandoCalendario') : t('eventos.detalle.anadirCalendario')}
    </Button>
  );
}

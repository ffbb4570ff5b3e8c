import type { Evento } from '@puente/contract/eventos';
import { CalendarPlus, LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
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
  const [abierto, setAbierto] = useState(false);
  const inscribir = useInscribirseEnEvento();
  const completo = evento.plazasLibres === 0;
  const confirmar = async () => {
    try {
      await inscribir.mutateAsync({ idEvento: evento.idEvento, urlEvento: evento.urlAcceso });
    } catch {
      // The query client's banner says why.
    }
    setAbierto(false);
  };
  return (
    <Dialog
      open={abierto}
      onOpenChange={setAbierto}
      size="sm"
      role="alertdialog"
      title={t('eventos.inscripcion.titulo')}
      description={t(completo ? 'eventos.inscripcion.textoEspera' : 'eventos.inscripcion.texto', { titulo: evento.titulo })}
      trigger={
        <Button className="w-full">
          <UserPlus aria-hidden="true" />
          {t(completo ? 'eventos.inscripcion.botonEspera' : 'eventos.inscripcion.boton')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('eventos.inscripcion.cancelar')}</Button>
          </DialogClose>
          <Button onClick={confirmar} disabled={inscribir.isPending} aria-busy={inscribir.isPending}>
            {inscribir.isPending ? t('eventos.inscripcion.enviando') : t('eventos.inscripcion.confirmar')}
          </Button>
        </>
      }
    />
  );
}

function BotonSalir({ evento }: { evento: Evento }) {
  const { t } = useTranslation();
  const [abierto, setAbierto] = useState(false);
  const salir = useDesinscribirseDeEvento();
  const espera = evento.miInscripcion?.estado === 'espera';
  const confirmar = async () => {
    try {
      await salir.mutateAsync(evento.idEvento);
      toast({ title: t('eventos.inscripcion.salido'), tone: 'success' });
    } catch {
      // The query client's banner says why.
    }
    setAbierto(false);
  };
  return (
    <Dialog
      open={abierto}
      onOpenChange={setAbierto}
      size="sm"
      role="alertdialog"
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
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('eventos.inscripcion.volver')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirmar} disabled={salir.isPending} aria-busy={salir.isPending}>
            {salir.isPending ? t('eventos.inscripcion.saliendo') : t('eventos.inscripcion.salirConfirmar')}
          </Button>
        </>
      }
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

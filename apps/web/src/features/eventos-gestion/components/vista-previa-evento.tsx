import type { CategoriaEvento, Evento } from '@puente/contract/eventos';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EventoCard } from '@/components/evento-vista/evento-card';
import { FichaEvento } from '@/components/evento-vista/ficha-evento';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { instanteDeMadrid } from './fecha-madrid';
import type { ValoresEvento } from './valores-evento';

const valida = (iso: string) => !Number.isNaN(Date.parse(iso));

/**
 * The event as students will read it, from the values as they are typed (saved or not, valid or not): what
 * is missing shows as a placeholder, the places count the registrations it already has.
 */
export function eventoDeLaVista(
  v: ValoresEvento,
  {
    categorias,
    inscritos,
    sinTitulo,
    sinCategoria,
  }: {
    categorias: readonly CategoriaEvento[];
    inscritos: number;
    sinTitulo: string;
    sinCategoria: string;
  },
  ahora = Date.now(),
): Evento {
  const fecha = instanteDeMadrid(v.fecha);
  const fin = instanteDeMadrid(v.fechaFin);
  const plazas = /^\d+$/.test(v.plazas.trim()) ? Number(v.plazas.trim()) : null;
  const conPlazas = v.inscripcion && plazas !== null;
  return {
    idEvento: 0,
    urlAcceso: v.urlAcceso || 'vista-previa',
    titulo: v.titulo.trim() || sinTitulo,
    entradilla: v.entradilla.trim() || null,
    descripcion: v.descripcion.trim() || null,
    lugar: v.lugar.trim() || null,
    fecha: valida(fecha) ? fecha : new Date(ahora).toISOString(),
    fechaFin: valida(fin) ? fin : null,
    categoria: categorias.find((c) => c.slug === v.categoria) ?? { slug: '', nombre: sinCategoria },
    destacado: v.destacado,
    ulrImagenPrincipal: v.imagen?.url ?? (v.ulrImagenPrincipal || null),
    dirigidoA: v.dirigidoA,
    inscripcion: v.inscripcion,
    plazas,
    plazasLibres: conPlazas ? Math.max(0, (plazas as number) - inscritos) : null,
    caducado: valida(fecha) && Date.parse(fecha) < ahora,
    publico: v.publico,
    miInscripcion: null,
  };
}

/**
 * "Vista previa": the event's card in the students' list and its page, drawn with their own components
 * (components/evento-vista) from what the form holds now, in a dialog wide enough for both; nothing in it
 * is a link. Under the title, who will see it and how.
 */
export function VistaPreviaEvento({ categorias, inscritos }: { categorias: readonly CategoriaEvento[]; inscritos: number }) {
  const { t } = useTranslation();
  const { getValues } = useFormContext<ValoresEvento>();
  const [evento, setEvento] = useState<Evento | null>(null);
  const abrir = () =>
    setEvento(
      eventoDeLaVista(getValues(), {
        categorias,
        inscritos,
        sinTitulo: t('eventosGestion.vistaPrevia.sinTitulo'),
        sinCategoria: t('eventosGestion.vistaPrevia.sinCategoria'),
      }),
    );
  const notas = evento
    ? [
        t(`eventosGestion.vistaPrevia.dirigidoA.${evento.dirigidoA}`),
        evento.publico ? t('eventosGestion.vistaPrevia.publico') : t('eventosGestion.vistaPrevia.privado'),
        ...(evento.caducado ? [t('eventosGestion.vistaPrevia.pasado')] : []),
      ]
    : [];
  return (
    <Dialog
      open={evento !== null}
      onOpenChange={(abierto) => (abierto ? abrir() : setEvento(null))}
      size="lg"
      className="lg:max-w-5xl"
      title={t('eventosGestion.vistaPrevia.titulo')}
      description={t('eventosGestion.vistaPrevia.descripcion')}
      trigger={
        <Button variant="outline">
          <Eye aria-hidden="true" />
          {t('eventosGestion.vistaPrevia.abrir')}
        </Button>
      }
    >
      {evento ? (
        <div className="flex flex-col gap-5">
          <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-muted">
            {notas.map((nota) => (
              <li key={nota}>{nota}</li>
            ))}
          </ul>
          <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <section aria-labelledby="vista-previa-tarjeta" className="flex flex-col gap-2">
              <h3 id="vista-previa-tarjeta" className="text-sm font-semibold text-fg">
                {t('eventosGestion.vistaPrevia.tarjeta')}
              </h3>
              <EventoCard evento={evento} nivel="h3" enlace={false} />
            </section>
            <section aria-labelledby="vista-previa-ficha" className="flex min-w-0 flex-col gap-2">
              <h3 id="vista-previa-ficha" className="text-sm font-semibold text-fg">
                {t('eventosGestion.vistaPrevia.ficha')}
              </h3>
              <FichaEvento evento={evento} />
            </section>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

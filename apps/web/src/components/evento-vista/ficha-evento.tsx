import type { EventoPublico } from '@puente/contract/eventos';
import { Card } from '@/components/ui/card';
import { DatosEvento } from './datos-evento';
import { EtiquetasEvento } from './etiquetas-evento';

/** The event itself: image, badges, title, when and where, the description. Shared by the student's detail, the public page and the staff's preview. */
export function FichaEvento({ evento }: { evento: EventoPublico }) {
  return (
    <Card className="flex min-w-0 flex-col gap-4">
      {evento.ulrImagenPrincipal ? (
        <img src={evento.ulrImagenPrincipal} alt="" className="aspect-[3/1] max-h-48 w-full rounded-xl object-cover" />
      ) : null}
      <EtiquetasEvento evento={evento} />
      <h2 className="text-xl font-semibold text-fg">{evento.titulo}</h2>
      {evento.entradilla ? <p className="text-base font-medium text-fg">{evento.entradilla}</p> : null}
      <DatosEvento evento={evento} />
      {evento.descripcion ? <p className="whitespace-pre-line text-fg">{evento.descripcion}</p> : null}
    </Card>
  );
}

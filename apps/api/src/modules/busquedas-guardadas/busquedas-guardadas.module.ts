import type { Platform } from '../../platform';
import type { CorreoService } from '../correo/correo.service';
import type { OfertasService } from '../ofertas/ofertas.service';
import { BusquedasGuardadasRepository } from './busquedas-guardadas.repository';
import { BusquedasGuardadasService } from './busquedas-guardadas.service';

export function createBusquedasGuardadasModule(
  { db, withTransaction }: Pick<Platform, 'db' | 'withTransaction'>,
  { ofertas, correo }: { ofertas: Pick<OfertasService, 'nuevasParaAlerta'>; correo: Pick<CorreoService, 'encolarVarios'> },
) {
  return {
    busquedasGuardadas: new BusquedasGuardadasService({
      repo: new BusquedasGuardadasRepository(db),
      ofertas,
      correo,
      withTransaction,
      ahora: () => new Date(),
    }),
  };
}

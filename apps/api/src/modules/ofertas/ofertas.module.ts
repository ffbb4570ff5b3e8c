import { cachesActivas } from '../../env';
import { MICRO_CACHE_MS } from '../../lib/micro-cache';
import type { Platform } from '../../platform';
import type { DominiosService } from '../dominios/dominios.service';
import type { InscripcionService } from '../inscripcion/inscripcion.service';
import type { PerfilAlumnoRepository } from '../perfil-alumno/perfil-alumno.repository';
import { OfertasRepository } from './ofertas.repository';
import { OfertasService } from './ofertas.service';
import { OfertasBusquedaRepository } from './ofertas-busqueda.repository';

export function createOfertasModule(
  { db, preparadas, env }: Platform,
  {
    perfilAlumno,
    dominios,
    inscripcion,
  }: { perfilAlumno: PerfilAlumnoRepository; dominios: DominiosService; inscripcion: InscripcionService },
) {
  const ofertas = new OfertasService({
    repo: new OfertasRepository(preparadas),
    busqueda: new OfertasBusquedaRepository(db),
    perfil: perfilAlumno,
    dominios,
    inscripcion,
    // Tests create offers and list them at once: no sharing there.
    cacheMs: cachesActivas(env) ? MICRO_CACHE_MS : 0,
  });
  return { ofertas };
}

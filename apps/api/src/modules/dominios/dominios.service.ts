import type { DomainItem, Dominios, MotivoCambioEstado, Titulacion } from '@puente/contract/endpoints/dominios';
import { ordenEs } from '../../lib/orden-es';
import { anotarCache } from '../../lib/sondas';
import type { DominiosRepository } from './dominios.repository';

type Lang = 'es' | 'en';

/** Lists held in `dominio_items`, by their key there. */
export const LISTAS = {
  paises: 'paises',
  areasFuncionales: 'areas_funcionales',
  sectoresActividad: 'sectores_actividad',
  tiposContrato: 'tipos_contrato',
  ambitos: 'ambitos',
  tiposFormacion: 'tipos_formacion',
  tagsInteres: 'tags_interes',
  programasInformaticos: 'programas_informaticos',
  nivelesTitulacion: 'niveles_titulacion',
  areasTitulacion: 'areas_titulacion',
  idiomas: 'idiomas',
  nivelesIdioma: 'niveles_idioma',
  periodosPracticas: 'periodos_practicas',
  tiposEmpresa: 'tipos_empresa',
  tiposContacto: 'tipos_contacto',
} as const;

/**
 * Which items an answer holds: every one (the API names and checks what rows already hold, retired items too)
 * or only the active ones (the public lists that forms offer to choose from).
 */
export interface Alcance {
  activos?: boolean;
}

type Item = { id: number; es: string; en: string; retirado: boolean };

/**
 * Domain lists are seeded at start-up from db/seed/data and kept by staff
 * (listas-referencia.service.ts), so each copy of the API keeps them in memory
 * after the first read until `invalidar`: staff's changes call it on every
 * copy through the database's notices (db/avisos.ts).
 */
export class DominiosService {
  private items: Promise<Map<string, Item[]>> | null = null;

  constructor(private readonly deps: { repo: DominiosRepository }) {}

  /** Forgets the cached lists: the next read asks the database. */
  invalidar() {
    this.items = null;
  }

  private byList() {
    anotarCache('dominios', this.items !== null);
    if (this.items) return this.items;
    const leidos = this.deps.repo.allItems().then((rows) => {
      const map = new Map<string, Item[]>();
      for (const row of rows) {
        const list = map.get(row.lista) ?? [];
        list.push({ id: row.id, es: row.es, en: row.en, retirado: row.retirado });
        map.set(row.lista, list);
      }
      return map;
    });
    // A failed read is not kept: the next call tries again.
    leidos.catch(() => {
      if (this.items === leidos) this.items = null;
    });
    this.items = leidos;
    return leidos;
  }

  async lista(key: keyof typeof LISTAS, lang: Lang = 'es', { activos = false }: Alcance = {}): Promise<DomainItem[]> {
    const rows = (await this.byList()).get(LISTAS[key]) ?? [];
    return rows.filter((r) => !activos || !r.retirado).map((r) => ({ id: r.id, descripcion: r[lang] }));
  }

  async dominios(lang: Lang = 'es', alcance: Alcance = {}): Promise<Dominios> {
    const [provincias, localidades] = await Promise.all([this.deps.repo.provincias(), this.deps.repo.localidades()]);
    return {
      paises: await this.lista('paises', lang, alcance),
      provincias: ordenEs(provincias, (p) => p.nombre).map((p) => ({ id: p.id, descripcion: p.nombre })),
      localidades: ordenEs(localidades, (l) => l.nombre).map((l) => ({
        id: l.id,
        idProvincia: l.idProvincia,
        descripcion: l.nombre,
      })),
      areasFuncionales: await this.lista('areasFuncionales', lang, alcance),
      sectoresActividad: await this.lista('sectoresActividad', lang, alcance),
      tiposContrato: await this.lista('tiposContrato', lang, alcance),
      ambitos: await this.lista('ambitos', lang, alcance),
      nivelesTitulacion: await this.lista('nivelesTitulacion', lang, alcance),
      areasTitulacion: await this.lista('areasTitulacion', lang, alcance),
      tiposFormacion: await this.lista('tiposFormacion', lang, alcance),
      idiomas: await this.lista('idiomas', lang, alcance),
      nivelesIdioma: await this.lista('nivelesIdioma', lang, alcance),
      periodosPracticas: await this.lista('periodosPracticas', lang, alcance),
      tagsInteres: await this.lista('tagsInteres', lang, alcance),
      programasInformaticos: await this.lista('programasInformaticos', lang, alcance),
      tiposEmpresa: await this.lista('tiposEmpresa', lang, alcance),
      tiposContacto: await this.lista('tiposContacto', lang, alcance),
    };
  }

  async titulaciones(lang: Lang = 'es', { activos = false }: Alcance = {}): Promise<Titulacion[]> {
    const [rows, niveles, areas] = await Promise.all([
      this.deps.repo.titulaciones(activos),
      this.lista('nivelesTitulacion', lang),
      this.lista('areasTitulacion', lang),
    ]);
    const nivel = new Map(niveles.map((n) => [n.id, n.descripcion]));
    const area = new Map(areas.map((a) => [a.id, a.descripcion]));
    return ordenEs(rows, (t) => t.nombre).map((t) => ({
      id: t.id,
      descripcion: t.nombre,
      idNivel: t.idNivel,
      nivel: nivel.get(t.idNivel) ?? '',
      idArea: t.idArea,
      area: area.get(t.idArea) ?? '',
    }));
  }

  async motivos(lang: Lang = 'es', { activos = false }: Alcance = {}): Promise<MotivoCambioEstado[]> {
    return (await this.deps.repo.motivos(activos)).map((m) => ({
      idMotivo: m.idMotivo,
      idEstado: m.idEstado,
      descripcion: m[lang],
    }));
  }

  async centros(idProvincia: number, { activos = false }: Alcance = {}) {
    return ordenEs(await this.deps.repo.centros(idProvincia, activos), (c) => c.nombre).map((c) => ({
      id: c.id,
      idProvincia: c.idProvincia,
      descripcion: c.nombre,
      localidad: c.localidad,
    }));
  }
}

import type { DomainItem, Dominios, MotivoCambioEstado, Titulacion } from '@puente/contract/endpoints/dominios';
import { ordenEs } from '../../lib/orden-es';
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
 * Domain lists change only with a new release (seeded at start-up from db/seed/data),
 * so each copy of the API keeps them in memory after the first read.
 */
export class DominiosService {
  private items: Promise<Map<string, { id: number; es: string; en: string }[]>> | null = null;

  constructor(private readonly deps: { repo: DominiosRepository }) {}

  private byList() {
    this.items ??= this.deps.repo.allItems().then((rows) => {
      const map = new Map<string, { id: number; es: string; en: string }[]>();
      for (const row of rows) {
        const list = map.get(row.lista) ?? [];
        list.push({ id: row.id, es: row.es, en: row.en });
        map.set(row.lista, list);
      }
      return map;
    });
    return this.items;
  }

  async lista(key: keyof typeof LISTAS, lang: Lang = 'es'): Promise<DomainItem[]> {
    const rows = (await this.byList()).get(LISTAS[key]) ?? [];
    return rows.map((r) => ({ id: r.id, descripcion: r[lang] }));
  }

  async dominios(lang: Lang = 'es'): Promise<Dominios> {
    const [provincias, localidades] = await Promise.all([this.deps.repo.provincias(), this.deps.repo.localidades()]);
    return {
      paises: await this.lista('paises', lang),
      provincias: ordenEs(provincias, (p) => p.nombre).map((p) => ({ id: p.id, descripcion: p.nombre })),
      localidades: ordenEs(localidades, (l) => l.nombre).map((l) => ({
        id: l.id,
        idProvincia: l.idProvincia,
        descripcion: l.nombre,
      })),
      areasFuncionales: await this.lista('areasFuncionales', lang),
      sectoresActividad: await this.lista('sectoresActividad', lang),
      tiposContrato: await this.lista('tiposContrato', lang),
      ambitos: await this.lista('ambitos', lang),
      nivelesTitulacion: await this.lista('nivelesTitulacion', lang),
      areasTitulacion: await this.lista('areasTitulacion', lang),
      tiposFormacion: await this.lista('tiposFormacion', lang),
      idiomas: await this.lista('idiomas', lang),
      nivelesIdioma: await this.lista('nivelesIdioma', lang),
      periodosPracticas: await this.lista('periodosPracticas', lang),
      tagsInteres: await this.lista('tagsInteres', lang),
      programasInformaticos: await this.lista('programasInformaticos', lang),
      tiposEmpresa: await this.lista('tiposEmpresa', lang),
      tiposContacto: await this.lista('tiposContacto', lang),
    };
  }

  async titulaciones(lang: Lang = 'es'): Promise<Titulacion[]> {
    const [rows, niveles, areas] = await Promise.all([
      this.deps.repo.titulaciones(),
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

  async motivos(lang: Lang = 'es'): Promise<MotivoCambioEstado[]> {
    return (await this.deps.repo.motivos()).map((m) => ({ idMotivo: m.idMotivo, idEstado: m.idEstado, descripcion: m[lang] }));
  }

  async centros(idProvincia: number) {
    return ordenEs(await this.deps.repo.centros(idProvincia), (c) => c.nombre).map((c) => ({
      id: c.id,
      idProvincia: c.idProvincia,
      descripcion: c.nombre,
      localidad: c.localidad,
    }));
  }
}

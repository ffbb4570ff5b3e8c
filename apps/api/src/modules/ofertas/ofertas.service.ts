import { EstadoCandidatura, etiquetasEstadoCandidatura } from '@puente/contract/candidaturas';
import { ID_ESTADO_PROCESO_PUBLICADO, ID_PERFIL } from '@puente/contract/constants';
import type {
  FiltrosOfertas,
  ListaOfertas,
  OfertaDetalle,
  OfertaEncaja,
  OfertaTarjeta,
  TipoOferta,
} from '@puente/contract/endpoints/ofertas';
import { PortalCodes } from '@puente/contract/errors/codes';
import pMap from 'p-map';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { type Idioma, render } from '../../lib/mensajes/render';
import { MicroCache } from '../../lib/micro-cache';
import { rechazo } from '../../lib/portal-error';
import type { DominiosService } from '../dominios/dominios.service';
import { type InscripcionService, motivoNoInscripcion } from '../inscripcion/inscripcion.service';
import { NIVELES_POSGRADO, type Rechazo } from '../inscripcion/reglas-inscripcion';
import type { PerfilAlumnoRepository } from '../perfil-alumno/perfil-alumno.repository';
import type { OfertasRepository } from './ofertas.repository';
import type { Busqueda, OfertasBusquedaRepository, PerfilParaMi } from './ofertas-busqueda.repository';

/** Label of a candidacy status (Spanish unless told); an unknown number shows as itself rather than failing. */
export const etiquetaEstado = (estado: number, idioma: Idioma = 'es') =>
  etiquetasEstadoCandidatura[estado as EstadoCandidatura]?.[idioma] ?? `${idioma === 'en' ? 'Status' : 'Estado'} ${estado}`;

/** The offer's profile in the reader's language: the contract's words (`textoPerfilOferta`), [empleo, prácticas]. */
const PERFILES = { es: ['Empleo', 'Prácticas'], en: ['Job', 'Internship'] } as const;

export const textoPerfil = (idPerfil: number, idioma: Idioma = 'es') => PERFILES[idioma][idPerfil === ID_PERFIL.EMPLEO ? 0 : 1];

/** The address of an offer's detail in the student's portal (a notification's link, a calendar entry's URL). */
export const enlaceOferta = (idPerfil: number, urlAcceso: string) =>
  `/${idPerfil === ID_PERFIL.EMPLEO ? 'ofertas-empleo' : 'ofertas-practicas'}/${urlAcceso}`;

/** The deadline day itself is still open; the offer closes when Madrid's calendar moves past it. */
export const plazoCerrado = (fechaLimite: string | null, hoy = hoyMadrid()) => fechaLimite !== null && fechaLimite < hoy;

/** Alert searches read at once: the database works on one while this process builds and reads the other. */
const BUSQUEDAS_A_LA_VEZ = 2;

const num = (v: string | null) => (v === null ? null : Number(v));

const noEncontrada = () => rechazo(PortalCodes.OFERTA_NO_ENCONTRADA, 'oferta.noExiste');

const perfilDe = (tipo: TipoOferta) => (tipo === 'empleo' ? ID_PERFIL.EMPLEO : ID_PERFIL.PRACTICAS);

interface FilaListado {
  titulo: string;
  empresa: string;
  fechaPublicacion: Date | null;
  provincia: string | null;
  urlAcceso: string;
  idPerfil: number;
}

/** An offer the rules did not see (gone meanwhile) is not one to apply to. */
const sinVer = (veredicto: Rechazo | null | undefined): Rechazo | null =>
  veredicto === undefined ? { code: PortalCodes.OFERTA_NO_ENCONTRADA } : veredicto;

/** The card of spec §3 with the caller's candidacy and the verdict of the application rules, in the reader's language. */
const tarjeta = (
  r: FilaListado,
  estado: number | null,
  veredicto: Rechazo | null | undefined,
  idioma: Idioma,
): OfertaTarjeta => ({
  titulo: r.titulo,
  empresa: r.empresa,
  fecha: formatFecha(r.fechaPublicacion),
  provincia: r.provincia,
  estado: estado === null ? null : etiquetaEstado(estado, idioma),
  idEstadoCandidatura: estado,
  urlAcceso: r.urlAcceso,
  textoPerfilOferta: textoPerfil(r.idPerfil, idioma),
  puedeInscribirse: veredicto === null,
  motivoNoInscripcion: motivoNoInscripcion(sinVer(veredicto), idioma),
});

export interface OfertasDeps {
  repo: OfertasRepository;
  busqueda: OfertasBusquedaRepository;
  perfil: PerfilAlumnoRepository;
  dominios: Pick<DominiosService, 'lista'>;
  inscripcion: Pick<InscripcionService, 'comprobar' | 'conEstados'>;
  /** How long a list page or a count is shared between students on this copy (0 turns it off). */
  cacheMs: number;
}

export class OfertasService {
  private readonly listas: MicroCache<{ numTotal: number; filas: (FilaListado & { id: number })[] }>;
  private readonly cuentas: MicroCache<number>;
  /** An offer's detail row by its address, shared like the lists; a company's preview and staff read it fresh. */
  private readonly fichas: MicroCache<Awaited<ReturnType<OfertasRepository['detalle']>>>;
  /** Domain lists only change with a release (DominiosService keeps them too), so each label map is built once. */
  private readonly etiquetas = new Map<string, Promise<Map<number, string>>>();

  constructor(private readonly deps: OfertasDeps) {
    this.listas = new MicroCache(deps.cacheMs, { nombre: 'ofertas.listas' });
    this.cuentas = new MicroCache(deps.cacheMs, { nombre: 'ofertas.cuentas' });
    this.fichas = new MicroCache(deps.cacheMs, { nombre: 'ofertas.fichas' });
  }

  /**
   * Published offers in their deadline, one page plus the count of every
   * match, each with whether the caller can apply. Filters of the other
   * profile are ignored; `paraMi` keeps the offers whose requirements the
   * caller's profile meets.
   */
  async listar(caller: Caller, f: FiltrosOfertas, idioma: Idioma = 'es'): Promise<ListaOfertas> {
    const b = await this.busquedaDe(caller.id, f);
    const desplazamiento = (f.pagina - 1) * f.tamanoPagina;
    const clave = JSON.stringify([b, f.pagina, f.tamanoPagina, f.orden]);
    const { numTotal, filas } = await this.listas.get(clave, async () => {
      // A text search reads its page and its count in one statement (decision 056).
      if (b.texto?.trim()) return this.deps.busqueda.paginaConTotal(b, f.tamanoPagina, desplazamiento, f.orden === 'fecha_asc');
      const [n, rows] = await Promise.all([
        this.deps.busqueda.total(b),
        this.deps.busqueda.pagina(b, f.tamanoPagina, desplazamiento, f.orden === 'fecha_asc'),
      ]);
      return { numTotal: n, filas: rows };
    });
    // The caller's own statuses and verdicts are never cached: an application shows at once.
    const veredictos = await this.deps.inscripcion.conEstados(
      caller.id,
      filas.map((r) => r.id),
    );
    return {
      numTotal,
      pagina: f.pagina,
      tamanoPagina: f.tamanoPagina,
      ofertas: filas.map((r) => {
        const v = veredictos.get(r.id);
        return tarjeta(r, v?.candidatura?.estado ?? null, v?.rechazo, idioma);
      }),
    };
  }

  /** The list's filters as a search: those of the other profile left out, "para mí" with the student's profile. */
  private async busquedaDe(
    idAlumno: number,
    f: Omit<FiltrosOfertas, 'pagina' | 'tamanoPagina' | 'orden'>,
    perfil: (idAlumno: number) => Promise<PerfilParaMi> = (id) => this.perfilParaMi(id),
  ): Promise<Busqueda> {
    const empleo = f.tipo === 'empleo';
    return {
      ...(f.paraMi ? { paraMi: await perfil(idAlumno) } : {}),
      idPerfil: perfilDe(f.tipo),
      hoy: hoyMadrid(),
      texto: f.texto,
      idProvincia: f.idProvincia,
      titulaciones: f.titulaciones,
      areasTitulaciones: f.areasTitulaciones,
      ...(empleo
        ? { contratos: f.contrato, salarioMin: f.salario }
        : {
            areasFuncionales: f.areaFuncional,
            nivelesTitulaciones: f.nivelesTitulaciones,
            tiposFormacion: f.tiposFormacion,
            tituloPrograma: f.tituloPrograma,
          }),
    };
  }

  /**
   * Saved searches' new offers for their alerts (issue 28): for each, what the list would show the student with
   * those filters (the same search, "para mí" by the same rules), restricted to offers published in (desde, hasta]
   * and not applied to, newest first, at most `limite`, each with its company. Answered in the order asked. The
   * searches run a few at a time on the pool, so the database and this process work at once.
   */
  async nuevasParaAlerta(
    pedidas: readonly {
      idAlumno: number;
      filtros: Omit<FiltrosOfertas, 'pagina' | 'tamanoPagina' | 'orden'>;
      desde: Date;
      hasta: Date;
    }[],
    limite: number,
  ) {
    // "Para mí" reads the student's profile: once per student of the batch.
    const perfiles = new Map<number, Promise<PerfilParaMi>>();
    const perfilDeAlumno = (idAlumno: number) => {
      let p = perfiles.get(idAlumno);
      if (!p) {
        p = this.perfilParaMi(idAlumno);
        perfiles.set(idAlumno, p);
      }
      return p;
    };
    const una = async (q: (typeof pedidas)[number]) => {
      const b = {
        ...(await this.busquedaDe(q.idAlumno, q.filtros, perfilDeAlumno)),
        publicadasDesde: q.desde,
        publicadasHasta: q.hasta,
        sinCandidaturaDe: q.idAlumno,
      };
      const filas = await this.deps.busqueda.nuevas(b, limite);
      return filas.map((r) => ({
        id: r.id,
        idEmpresa: r.idEmpresa,
        titulo: r.titulo,
        empresa: r.empresa,
        provincia: r.provincia,
        urlAcceso: r.urlAcceso,
        idPerfil: r.idPerfil,
      }));
    };
    return pMap(pedidas, una, { concurrency: BUSQUEDAS_A_LA_VEZ });
  }

  /** What "Solo ofertas para mí" compares each offer's requirements with. */
  private async perfilParaMi(idAlumno: number): Promise<PerfilParaMi> {
    const [alumno, estudios] = await Promise.all([this.deps.perfil.alumno(idAlumno), this.deps.perfil.estudios(idAlumno)]);
    return {
      estudios: estudios.map((e) => ({ idTitulacion: e.idTitulacion, creditos: e.creditosSuperados ?? 0 })),
      titulado: estudios.some((e) => e.finalizado),
      posgrado: estudios.some((e) => NIVELES_POSGRADO.includes(e.idNivel)),
      deLaUniversidad: alumno?.deLaUniversidad ?? false,
      matriculadoPracticas: alumno?.matriculadoPracticas ?? false,
    };
  }

  numPublicadas(tipo: TipoOferta) {
    const b = { idPerfil: perfilDe(tipo), hoy: hoyMadrid() };
    return this.cuentas.get(JSON.stringify(b), () => this.deps.busqueda.total(b));
  }

  /**
   * Offers that fit the student: of a profile the student can apply to (service
   * on and active search on), with one of the student's degrees or one of the
   * same area, not applied to yet. Each says why it fits.
   */
  async encajan(caller: Caller, limite: number, idioma: Idioma = 'es'): Promise<OfertaEncaja[]> {
    const idAlumno = caller.id;
    const [alumno, estudios] = await Promise.all([this.deps.perfil.alumno(idAlumno), this.deps.perfil.estudios(idAlumno)]);
    if (!alumno || estudios.length === 0) return [];
    const perfiles = [
      ...(alumno.conEmpleo && alumno.busquedaEmpleoActiva ? [ID_PERFIL.EMPLEO] : []),
      ...(alumno.conPracticas && alumno.busquedaPracticasActiva ? [ID_PERFIL.PRACTICAS] : []),
    ];
    if (perfiles.length === 0) return [];
    const [filas, areas] = await Promise.all([
      this.deps.busqueda.encajan({
        idAlumno,
        perfiles,
        hoy: hoyMadrid(),
        titulaciones: estudios.map((e) => e.idTitulacion),
        areas: [...new Set(estudios.map((e) => e.idArea))],
        idProvincia: alumno.idProvincia,
        limite,
      }),
      this.labels('areasTitulacion', idioma),
    ]);
    const veredictos = await this.deps.inscripcion.comprobar(
      idAlumno,
      filas.map((r) => r.id),
    );
    return filas.map((r) => {
      const titulacion = estudios.find((e) => e.idTitulacion === r.porTitulacion)?.titulacion;
      const motivos = [
        titulacion
          ? render('oferta.encaja.titulacion', { titulacion }, idioma)
          : render('oferta.encaja.area', { area: areas.get(r.porArea ?? 0) ?? '' }, idioma),
        ...(r.enProvincia && r.provincia ? [render('oferta.encaja.provincia', { provincia: r.provincia }, idioma)] : []),
      ];
      return { ...tarjeta(r, null, veredictos.get(r.id), idioma), motivos };
    });
  }

  /**
   * The offer as a student sees it, whatever its process state: callers decide
   * who may see it (a student: published or already a candidate; a company: its
   * own offers). `idAlumno` null leaves out the candidacy. Unknown id → 4.
   */
  async detalle(idOferta: number, idAlumno: number | null, idioma: Idioma = 'es'): Promise<OfertaDetalle> {
    return this.vista(await this.deps.repo.detalle({ id: idOferta }), idAlumno, idioma);
  }

  /**
   * dameOferta/{url}: a student sees published offers (expired ones too, with
   * plazoCerrado) and any offer they are a candidate of; anything else is 4.
   */
  async verComoAlumno(caller: Caller, urlAcceso: string, idioma: Idioma = 'es'): Promise<OfertaDetalle> {
    // The offer's own content is the same for every student (decision 006); the caller's candidacy and verdict are not cached.
    const fila = await this.fichas.get(urlAcceso, () => this.deps.repo.detalle({ url: urlAcceso }));
    const oferta = await this.vista(fila, caller.id, idioma);
    if (!oferta.publicada && !oferta.candidatura) throw noEncontrada();
    return oferta;
  }

  private async vista(
    row: Awaited<ReturnType<OfertasRepository['detalle']>>,
    idAlumno: number | null,
    idioma: Idioma,
  ): Promise<OfertaDetalle> {
    if (!row) throw noEncontrada();
    const { oferta: o, empresa, provincia, programa, titulaciones } = row;
    const [contratos, areasFuncionales, tiposFormacion, niveles, areas, veredictos] = await Promise.all([
      this.labels('tiposContrato', idioma),
      this.labels('areasFuncionales', idioma),
      this.labels('tiposFormacion', idioma),
      this.labels('nivelesTitulacion', idioma),
      this.labels('areasTitulacion', idioma),
      idAlumno === null ? null : this.deps.inscripcion.conEstados(idAlumno, [o.id]),
    ]);
    const candidatura = veredictos?.get(o.id)?.candidatura ?? null;
    // Not a student (the company's preview, staff): only the offer's own state can refuse.
    const veredicto = veredictos
      ? veredictos.get(o.id)?.rechazo
      : o.idEstado !== ID_ESTADO_PROCESO_PUBLICADO
        ? { code: PortalCodes.OFERTA_NO_ENCONTRADA }
        : plazoCerrado(o.fechaLimite)
          ? { code: PortalCodes.PLAZO_VENCIDO }
          : null;
    const label = (m: Map<number, string>, id: number | null) => (id === null ? null : (m.get(id) ?? null));
    return {
      idOferta: o.id,
      urlAcceso: o.urlAcceso,
      idPerfil: o.idPerfil === ID_PERFIL.EMPLEO ? 1 : 2,
      textoPerfilOferta: textoPerfil(o.idPerfil, idioma),
      idEstado: o.idEstado,
      publicada: o.idEstado === ID_ESTADO_PROCESO_PUBLICADO,
      plazoCerrado: plazoCerrado(o.fechaLimite),
      titulo: o.titulo,
      puestoTrabajo: o.puestoTrabajo,
      departamento: o.departamento,
      empresa: { nombre: empresa.nombreComercial ?? empresa.nombre, descripcion: empresa.descripcion, web: empresa.web },
      descripcion: o.descripcion,
      tareas: o.tareas,
      requisitos: o.requisitos,
      idProvincia: o.idProvincia,
      provincia,
      localidad: o.localidad,
      plazas: o.plazas,
      fechaPublicacion: formatFecha(o.fechaPublicacion),
      fechaLimite: formatFecha(o.fechaLimite),
      fechaInicio: formatFecha(o.fechaInicio),
      fechaFin: formatFecha(o.fechaFin),
      idTipoContrato: o.idTipoContrato,
      tipoContrato: label(contratos, o.idTipoContrato),
      salario: num(o.salario),
      horario: o.horario,
      horasDia: num(o.horasDia),
      modalidad: o.modalidad,
      idAreaFuncional: o.idAreaFuncional,
      areaFuncional: label(areasFuncionales, o.idAreaFuncional),
      idTipoFormacion: o.idTipoFormacion,
      tipoFormacion: label(tiposFormacion, o.idTipoFormacion),
      programa: programa?.titulo && programa.urlAcceso ? { titulo: programa.titulo, urlAcceso: programa.urlAcceso } : null,
      meses: o.meses,
      tiempoDedicacion: o.tiempoDedicacion,
      diasSemana: o.diasSemana,
      titulaciones: titulaciones.map((t) => ({
        id: t.id,
        descripcion: t.nombre,
        idNivel: t.idNivel,
        nivel: niveles.get(t.idNivel) ?? '',
        idArea: t.idArea,
        area: areas.get(t.idArea) ?? '',
      })),
      soloTitulados: o.soloTitulados,
      soloPostgrado: o.soloPostgrado,
      soloUniversidad: o.soloUniversidad,
      creditosMinimos: o.creditosMinimos,
      documentacionNecesaria: o.documentacionNecesaria,
      urlInscripcionExterna: o.urlInscripcionExterna,
      candidatura: candidatura
        ? {
            estado: candidatura.estado,
            textoEstado: etiquetaEstado(candidatura.estado, idioma),
            fecha: formatFecha(new Date(candidatura.actualizadoEn)),
            retirable: candidatura.estado === EstadoCandidatura.INSCRITA,
            opcionesPreinscripcion: candidatura.estado === EstadoCandidatura.PREINSCRITA,
          }
        : null,
      puedeInscribirse: veredicto === null,
      motivoNoInscripcion: motivoNoInscripcion(sinVer(veredicto), idioma),
    };
  }

  /** A domain list's labels in one language (offer values are rendered in the reader's language, like notifications). */
  private labels(
    key: 'tiposContrato' | 'areasFuncionales' | 'tiposFormacion' | 'nivelesTitulacion' | 'areasTitulacion',
    idioma: Idioma = 'es',
  ) {
    const clave = `${key}:${idioma}`;
    let map = this.etiquetas.get(clave);
    if (!map) {
      map = this.deps.dominios.lista(key, idioma).then((items) => new Map(items.map((i) => [i.id, i.descripcion])));
      map.catch(() => this.etiquetas.delete(clave));
      this.etiquetas.set(clave, map);
    }
    return map;
  }
}

import {
  CELDA_MINIMA,
  CELDA_SUPRIMIDA,
  type Celda,
  type Cifras,
  type ClaveTabla,
  cursoDe,
  FILTROS_INFORME,
  type FiltroCifras,
  type Indicador,
  type InformeCifras,
  type MarcarSeguimientoEncuesta,
  MENSAJE_SEGUIMIENTO_ALUMNOS,
  MENSAJE_SEGUIMIENTO_ANONIMA,
  MENSAJE_SEGUIMIENTO_PREGUNTA,
  MENSAJE_SEGUIMIENTO_RESPUESTAS,
  periodoCurso,
  type SeguimientoEncuesta,
  type TablaCifras,
  type UnidadCifra,
} from '@puente/contract/cifras';
import type { FileStreamAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { campoErroneo } from '../../lib/campos-erroneos';
import { csvPorPartes } from '../../lib/csv';
import { hoyMadrid } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { CifrasRepository, FilaSeguimiento, Periodo } from './cifras.repository';
import { COLUMNAS_CSV, FILAS_CSV, TABLAS_CSV } from './etiquetas';
import { celdasSuprimidas } from './suprimir';

export interface CifrasDeps {
  repo: CifrasRepository;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

const redondear = (n: number | null | undefined, decimales = 1): number | null =>
  n === null || n === undefined || Number.isNaN(n) ? null : Math.round(n * 10 ** decimales) / 10 ** decimales;
const porcentaje = (parte: number, todo: number): number | null => (todo === 0 ? null : redondear((100 * parte) / todo));
const indicador = (clave: string, valor: Celda, unidad: UnidadCifra = 'numero'): Indicador => ({ clave, valor, unidad });
const numeros = (...claves: string[]) => claves.map((clave) => ({ clave, unidad: 'numero' as const }));

/** Only the filters the report reads: the others are ignored, so the answer does not depend on them. */
function filtrosDe(informe: InformeCifras, input: FiltroCifras): FiltroCifras {
  const leidos = FILTROS_INFORME[informe];
  return Object.fromEntries(
    Object.entries(input).filter(([clave, valor]) => valor !== undefined && leidos.includes(clave as keyof FiltroCifras)),
  ) as FiltroCifras;
}

const noExiste = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'cifras.encuestaNoExiste');

/**
 * The office's numbers (issue 27, decision 044): any staff member reads every report; the queries aggregate in
 * the database and the answer holds counts, shares and medians, never a person. The graduates' follow-up hides
 * every group under CELDA_MINIMA people and what would reveal it.
 */
export class CifrasService {
  constructor(private readonly deps: CifrasDeps) {}

  private periodo(curso: number | undefined): Periodo {
    const hoy = hoyMadrid(this.deps.ahora());
    if (curso === undefined) return { desde: null, hasta: null, corte: hoy };
    const { desde, hasta } = periodoCurso(curso);
    // While the year runs, "ongoing" is today; once it is over, its last day.
    const corte = [hasta, hoy].sort()[0] ?? hoy;
    return { desde, hasta, corte };
  }

  async cifras(caller: Caller, input: FiltroCifras & { informe: InformeCifras }): Promise<Cifras> {
    requireAccess(caller, 'personal');
    const { informe, ...resto } = input;
    const f = filtrosDe(informe, resto);
    const p = this.periodo(f.curso);
    const cuerpo = await this.leer(informe, f, p);
    return { informe, desde: p.desde, hasta: p.hasta, leidoEn: this.deps.ahora().toISOString(), ...cuerpo };
  }

  private leer(informe: InformeCifras, f: FiltroCifras, p: Periodo) {
    switch (informe) {
      case 'ofertas':
        return this.ofertas(f, p);
      case 'candidaturas':
        return this.candidaturas(f, p);
      case 'practicas':
        return this.practicas(f, p);
      case 'empresas':
        return this.empresas(f, p);
      case 'seguimiento':
        return this.seguimiento(f, p);
    }
  }

  private async ofertas(f: FiltroCifras, p: Periodo) {
    const filas = await this.deps.repo.ofertas(f, p);
    const total = filas.find((r) => r.id_perfil === null);
    const perfil = (id: number) => filas.find((r) => r.id_perfil === id && r.mes === null);
    const meses = [...new Set(filas.flatMap((r) => (r.mes === null ? [] : [r.mes])))].sort();
    const del = (mes: string, id: number) => filas.find((r) => r.mes === mes && r.id_perfil === id);
    const sinCandidato = (r: typeof total) => (r ? porcentaje(r.cerradas_sin_candidato, r.cerradas) : null);
    const tablas: TablaCifras[] = [
      {
        clave: 'porMes',
        filas: 'mes',
        columnas: numeros('practicas', 'empleo', 'plazas'),
        datos: meses.map((m) => ({
          clave: m,
          etiqueta: null,
          etiquetaEn: null,
          valores: [del(m, 2)?.publicadas ?? 0, del(m, 1)?.publicadas ?? 0, (del(m, 1)?.plazas ?? 0) + (del(m, 2)?.plazas ?? 0)],
        })),
        grafico: { tipo: 'barrasApiladas', series: ['practicas', 'empleo'] },
      },
      {
        clave: 'porPerfil',
        filas: 'clave',
        columnas: [
          ...numeros('publicadas', 'plazas'),
          { clave: 'medianaDiasPrimeraCandidatura', unidad: 'dias' },
          ...numeros('cerradas', 'cerradasSinCandidato'),
          { clave: 'porcentajeSinCandidato', unidad: 'porcentaje' },
        ],
        datos: (
          [
            ['practicas', 2],
            ['empleo', 1],
          ] as const
        ).map(([clave, id]) => {
          const r = perfil(id);
          return {
            clave,
            etiqueta: null,
            etiquetaEn: null,
            valores: [
              r?.publicadas ?? 0,
              r?.plazas ?? 0,
              redondear(r?.mediana_dias),
              r?.cerradas ?? 0,
              r?.cerradas_sin_candidato ?? 0,
              sinCandidato(r),
            ],
          };
        }),
        grafico: null,
      },
    ];
    return {
      indicadores: [
        indicador('ofertasPublicadas', total?.publicadas ?? 0),
        indicador('ofertasPracticas', perfil(2)?.publicadas ?? 0),
        indicador('ofertasEmpleo', perfil(1)?.publicadas ?? 0),
        indicador('plazas', total?.plazas ?? 0),
        indicador('medianaDiasPrimeraCandidatura', redondear(total?.mediana_dias), 'dias'),
        indicador('porcentajeCerradasSinCandidato', sinCandidato(total), 'porcentaje'),
      ],
      tablas,
    };
  }

  private async candidaturas(f: FiltroCifras, p: Periodo) {
    const { repo } = this.deps;
    const [porTitulacion, tramos, pre] = await Promise.all([
      repo.candidaturasPorTitulacion(f, p),
      repo.candidaturasPorOferta(f, p),
      repo.preinscripciones(f, p),
    ]);
    const total = porTitulacion.find((r) => r.total === 1);
    const ofertas = tramos.reduce((s, t) => s + t.ofertas, 0);
    const candidaturasOfertas = tramos.reduce((s, t) => s + t.candidaturas, 0);
    const tramo = (clave: string) => tramos.find((t) => t.tramo === clave)?.ofertas ?? 0;
    const tablas: TablaCifras[] = [
      {
        clave: 'porOferta',
        filas: 'clave',
        columnas: numeros('ofertas'),
        datos: ['ninguna', 'de1a4', 'de5a9', 'de10a24', 'masDe24'].map((clave) => ({
          clave,
          etiqueta: null,
          etiquetaEn: null,
          valores: [tramo(clave)],
        })),
        grafico: { tipo: 'barras', series: ['ofertas'] },
      },
      {
        clave: 'preinscripciones',
        filas: 'clave',
        columnas: numeros('candidaturas'),
        datos: [
          ['aceptadas', pre.aceptadas],
          ['rechazadas', pre.rechazadas],
          ['pendientes', pre.pendientes],
        ].map(([clave, n]) => ({ clave: String(clave), etiqueta: null, etiquetaEn: null, valores: [Number(n)] })),
        grafico: { tipo: 'barras', series: ['candidaturas'] },
      },
      {
        clave: 'porTitulacion',
        filas: 'dato',
        columnas: numeros('alumnosActivos', 'candidaturas', 'seleccionadas'),
        datos: porTitulacion
          .filter((r) => r.total === 0)
          .sort((a, b) => b.candidaturas - a.candidaturas || (a.titulacion ?? '').localeCompare(b.titulacion ?? '', 'es'))
          .map((r) => ({
            clave: r.id_titulacion === null ? 'sinTitulacion' : String(r.id_titulacion),
            etiqueta: r.titulacion,
            etiquetaEn: null,
            valores: [r.alumnos, r.candidaturas, r.seleccionadas],
          })),
        grafico: { tipo: 'barras', series: ['alumnosActivos'] },
      },
    ];
    return {
      indicadores: [
        indicador('candidaturas', total?.candidaturas ?? 0),
        indicador('mediaCandidaturasPorOferta', ofertas === 0 ? null : redondear(candidaturasOfertas / ofertas)),
        indicador('tasaAceptacionPreinscripcion', porcentaje(pre.aceptadas, pre.aceptadas + pre.rechazadas), 'porcentaje'),
        indicador('seleccionadas', total?.seleccionadas ?? 0),
        indicador('alumnosActivos', total?.alumnos ?? 0),
      ],
      tablas,
    };
  }

  private async practicas(f: FiltroCifras, p: Periodo) {
    const { repo } = this.deps;
    const [filas, empresas, programas] = await Promise.all([
      repo.practicasPorTitulacion(f, p),
      repo.empresasDeAcogida(f, p),
      repo.programas(f, p),
    ]);
    // grouping(): 0 degree and kind, 1 degree, 2 kind, 3 everything.
    const total = filas.find((r) => r.total === 3);
    const porTitulacion = filas.filter((r) => r.total === 1);
    const deTipo = (idTitulacion: number | null, tipo: string) =>
      filas.find((r) => r.total === 0 && r.id_titulacion === idTitulacion && r.tipo === tipo)?.iniciadas ?? 0;
    const tablas: TablaCifras[] = [
      {
        clave: 'porTitulacion',
        filas: 'dato',
        columnas: numeros('iniciadas', 'enCurso', 'finalizadas', 'curriculares', 'extracurriculares'),
        datos: porTitulacion
          .sort((a, b) => b.iniciadas - a.iniciadas || (a.titulacion ?? '').localeCompare(b.titulacion ?? '', 'es'))
          .map((r) => ({
            clave: r.id_titulacion === null ? 'sinTitulacion' : String(r.id_titulacion),
            etiqueta: r.titulacion,
            etiquetaEn: null,
            valores: [
              r.iniciadas,
              r.en_curso,
              r.finalizadas,
              deTipo(r.id_titulacion, 'curricular'),
              deTipo(r.id_titulacion, 'extracurricular'),
            ],
          })),
        grafico: { tipo: 'barrasApiladas', series: ['curriculares', 'extracurriculares'] },
      },
      {
        clave: 'porModalidad',
        filas: 'clave',
        columnas: numeros('iniciadas', 'enCurso', 'finalizadas'),
        datos: ['curricular', 'extracurricular'].map((tipo) => {
          const r = filas.find((x) => x.total === 2 && x.tipo === tipo);
          return {
            clave: tipo,
            etiqueta: null,
            etiquetaEn: null,
            valores: [r?.iniciadas ?? 0, r?.en_curso ?? 0, r?.finalizadas ?? 0],
          };
        }),
        grafico: { tipo: 'barras', series: ['iniciadas', 'enCurso', 'finalizadas'] },
      },
      {
        clave: 'porPrograma',
        filas: 'dato',
        columnas: numeros('adhesionesAlumnos', 'adhesionesEmpresas', 'practicas'),
        datos: programas
          .filter((r) => r.adhesiones_alumnos + r.adhesiones_empresas + r.practicas > 0)
          .map((r) => ({
            clave: String(r.id),
            etiqueta: r.titulo,
            etiquetaEn: null,
            valores: [r.adhesiones_alumnos, r.adhesiones_empresas, r.practicas],
          })),
        grafico: { tipo: 'barras', series: ['adhesionesAlumnos', 'practicas'] },
      },
    ];
    return {
      indicadores: [
        indicador('practicasIniciadas', total?.iniciadas ?? 0),
        indicador('practicasEnCurso', total?.en_curso ?? 0),
        indicador('practicasFinalizadas', total?.finalizadas ?? 0),
        indicador('empresasDeAcogida', empresas),
      ],
      tablas,
    };
  }

  private async empresas(f: FiltroCifras, p: Periodo) {
    const { repo } = this.deps;
    const [filas, mediana, convenios] = await Promise.all([
      repo.empresas(f, p),
      repo.medianaDiasValidacion(f, p),
      repo.convenios(f, p),
    ]);
    // grouping(): 1 by month, 2 by sector, 3 everything.
    const total = filas.find((r) => r.total === 3);
    const valores = (r: (typeof filas)[number]) => [r.altas, r.validadas, r.rechazadas, r.convenios_firmados];
    const tablas: TablaCifras[] = [
      {
        clave: 'porMes',
        filas: 'mes',
        columnas: numeros('altas', 'validadas', 'rechazadas', 'conveniosFirmados'),
        datos: filas
          .filter((r) => r.total === 1 && r.mes !== null)
          .sort((a, b) => (a.mes ?? '').localeCompare(b.mes ?? ''))
          .map((r) => ({ clave: r.mes ?? '', etiqueta: null, etiquetaEn: null, valores: valores(r) })),
        grafico: { tipo: 'lineas', series: ['altas', 'validadas', 'rechazadas'] },
      },
      {
        clave: 'porSector',
        filas: 'dato',
        columnas: numeros('altas', 'validadas', 'rechazadas', 'conveniosFirmados'),
        datos: filas
          .filter((r) => r.total === 2)
          .sort((a, b) => b.altas - a.altas || (a.sector ?? '').localeCompare(b.sector ?? '', 'es'))
          .map((r) => ({
            clave: r.id_sector === null ? 'sinSector' : String(r.id_sector),
            etiqueta: r.sector,
            etiquetaEn: r.sector_en,
            valores: valores(r),
          })),
        grafico: { tipo: 'barras', series: ['altas', 'validadas'] },
      },
      {
        clave: 'convenios',
        filas: 'clave',
        columnas: numeros('convenios'),
        datos: (['generados', 'firmados', 'validados', 'rechazados'] as const).map((clave) => ({
          clave,
          etiqueta: null,
          etiquetaEn: null,
          valores: [convenios[clave]],
        })),
        grafico: { tipo: 'barras', series: ['convenios'] },
      },
    ];
    return {
      indicadores: [
        indicador('empresasAltas', total?.altas ?? 0),
        indicador('empresasValidadas', total?.validadas ?? 0),
        indicador('empresasRechazadas', total?.rechazadas ?? 0),
        indicador('medianaDiasValidacion', redondear(mediana), 'dias'),
        indicador('conveniosGenerados', convenios.generados),
        indicador('conveniosFirmados', convenios.firmados),
      ],
      tablas,
    };
  }

  private async seguimiento(f: FiltroCifras, p: Periodo) {
    const encuestas = await this.deps.repo.encuestasSeguimiento();
    const elegida = encuestas.find((e) => e.id === f.idEncuesta) ?? encuestas[0];
    const filas = elegida ? await this.deps.repo.seguimiento(f, p, elegida.id) : [];
    const total = filas.find((r) => r.total === 1);
    const porTitulacion = filas
      .filter((r) => r.total === 0)
      .sort((a, b) => (a.titulacion ?? '').localeCompare(b.titulacion ?? '', 'es'));
    const todas = [...porTitulacion, ...(total ? [total] : [])];
    const celdas = celdasSeguimiento(todas);
    const deTotal = total ? celdas[celdas.length - 1] : undefined;
    const tablas: TablaCifras[] = [
      {
        clave: 'porTitulacion',
        filas: 'dato',
        columnas: [
          ...numeros('titulados', 'respuestas'),
          ...['tasaConocimiento', 'porcentajeEmpleo', 'porcentajeEstudios', 'porcentajeBuscando', 'porcentajeNoBuscando'].map(
            (clave) => ({
              clave,
              unidad: 'porcentaje' as const,
            }),
          ),
        ],
        datos: porTitulacion.map((r, i) => ({
          clave: r.id_titulacion === null ? 'sinTitulacion' : String(r.id_titulacion),
          etiqueta: r.titulacion,
          etiquetaEn: null,
          valores: celdas[i] ?? [],
        })),
        grafico: {
          tipo: 'barrasApiladas',
          series: ['porcentajeEmpleo', 'porcentajeEstudios', 'porcentajeBuscando', 'porcentajeNoBuscando'],
        },
      },
    ];
    const [titulados = 0, respuestas = 0, tasa = null, empleo = null, estudios = null, buscando = null, noBuscando = null] =
      deTotal ?? [];
    return {
      indicadores: [
        indicador('titulados', titulados),
        indicador('respuestas', respuestas),
        indicador('tasaConocimiento', tasa, 'porcentaje'),
        indicador('porcentajeEmpleo', empleo, 'porcentaje'),
        indicador('porcentajeEstudios', estudios, 'porcentaje'),
        indicador('porcentajeBuscando', buscando, 'porcentaje'),
        indicador('porcentajeNoBuscando', noBuscando, 'porcentaje'),
      ],
      tablas,
      encuestas: encuestas.map((e) => ({ id: e.id, titulo: e.titulo })),
      idEncuesta: elegida?.id ?? null,
    };
  }

  async csv(caller: Caller, input: FiltroCifras & { informe: InformeCifras; tabla: ClaveTabla }): Promise<FileStreamAnswer> {
    const { tabla, ...resto } = input;
    const cifras = await this.cifras(caller, resto);
    const hoy = hoyMadrid(this.deps.ahora());
    const nombre = `cifras-${cifras.informe}-${tabla}${cifras.desde ? `-${cursoDe(cifras.desde)}` : ''}-${hoy}.csv`;
    if (tabla === 'indicadores') {
      async function* partes() {
        yield cifras.indicadores.map((i) => [COLUMNAS_CSV[i.clave] ?? i.clave, celdaCsv(i.valor)]);
      }
      return { nombre, contentType: 'text/csv; charset=utf-8', contenido: csvPorPartes(['Indicador', 'Valor'], partes()) };
    }
    const t = cifras.tablas.find((x) => x.clave === tabla);
    if (!t) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'cifras.tablaNoExiste');
    const primera = TABLAS_CSV[t.clave] ?? t.clave;
    const { datos } = t;
    async function* partes() {
      yield datos.map((d) => [d.etiqueta ?? FILAS_CSV[d.clave] ?? d.clave, ...d.valores.map(celdaCsv)]);
    }
    return {
      nombre,
      contentType: 'text/csv; charset=utf-8',
      contenido: csvPorPartes([primera, ...t.columnas.map((c) => COLUMNAS_CSV[c.clave] ?? c.clave)], partes()),
    };
  }

  async leerSeguimiento(caller: Caller, id: number): Promise<SeguimientoEncuesta> {
    requireAccess(caller, 'contenidos:leer');
    return this.seguimientoDe(id);
  }

  private async seguimientoDe(id: number): Promise<SeguimientoEncuesta> {
    const { repo } = this.deps;
    const e = await repo.encuestaSeguimiento(id);
    if (!e) throw noExiste();
    const idPregunta = e.id_pregunta_seguimiento;
    const respuestas = idPregunta === null ? [] : await repo.respuestasDePregunta(id, idPregunta);
    return {
      idEncuesta: id,
      idPregunta,
      situaciones: respuestas.flatMap((r) =>
        r.situacion_egresado === null ? [] : [{ idRespuesta: r.id, situacion: r.situacion_egresado }],
      ),
    };
  }

  async marcarSeguimiento(caller: Caller, input: MarcarSeguimientoEncuesta): Promise<SeguimientoEncuesta> {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    const { id, idPregunta, situaciones } = input;
    await withTransaction(async () => {
      const e = await repo.encuestaSeguimiento(id);
      if (!e) throw noExiste();
      if (idPregunta === undefined) {
        await repo.marcarSeguimiento(id, null, []);
      } else {
        if (e.saca_opcion_anonima) throw campoErroneo('idPregunta', MENSAJE_SEGUIMIENTO_ANONIMA);
        if (!e.para_alumnos) throw campoErroneo('idPregunta', MENSAJE_SEGUIMIENTO_ALUMNOS);
        const respuestas = await repo.respuestasDePregunta(id, idPregunta);
        if (respuestas.length === 0) throw campoErroneo('idPregunta', MENSAJE_SEGUIMIENTO_PREGUNTA);
        const suyas = new Set(respuestas.map((r) => r.id));
        const dadas = new Set(situaciones.map((s) => s.idRespuesta));
        if (situaciones.some((s) => !suyas.has(s.idRespuesta)) || dadas.size !== situaciones.length || dadas.size !== suyas.size)
          throw campoErroneo('situaciones', MENSAJE_SEGUIMIENTO_RESPUESTAS);
        await repo.marcarSeguimiento(id, idPregunta, situaciones);
      }
      await audit.record(caller, {
        accion: idPregunta === undefined ? 'encuesta.seguimientoQuitar' : 'encuesta.seguimientoMarcar',
        entidad: 'encuesta',
        entidadId: id,
        detalle: idPregunta === undefined ? {} : { idPregunta },
      });
    });
    return this.seguimientoDe(id);
  }
}

/** A figure in the CSV: decimals with a comma, as a spreadsheet in Spanish reads them. */
function celdaCsv(valor: Celda): string | number | null {
  if (typeof valor === 'number' && !Number.isInteger(valor)) return String(valor).replace('.', ',');
  return valor;
}

/**
 * The follow-up's cells per degree (the total last): graduates, respondents, the knowledge rate and the four
 * outcome shares over respondents. A row answered by fewer than CELDA_MINIMA people shows only its graduates;
 * an outcome share is hidden ('<5') when fewer than CELDA_MINIMA people are behind it or when it would give a
 * hidden one away (suprimir.ts). How many graduated is public, and how many answered says nothing of anyone.
 */
export function celdasSeguimiento(filas: readonly FilaSeguimiento[]): Celda[][] {
  // The parts of each row's respondents: the four outcomes and those who answered without saying theirs.
  const cuentas = filas.map((r) => {
    const conSituacion = r.empleo + r.estudios + r.buscando + r.no_buscando;
    return [r.empleo, r.estudios, r.buscando, r.no_buscando, r.respuestas - conSituacion];
  });
  const oculta = celdasSuprimidas(cuentas);
  return filas.map((r, i) => {
    const o = oculta[i] ?? [];
    const pocas = r.respuestas > 0 && r.respuestas < CELDA_MINIMA;
    const compartida = (n: number, j: number): Celda =>
      r.respuestas === 0 ? null : pocas || o[j] ? CELDA_SUPRIMIDA : porcentaje(n, r.respuestas);
    return [
      r.titulados,
      pocas ? CELDA_SUPRIMIDA : r.respuestas,
      pocas ? CELDA_SUPRIMIDA : porcentaje(r.respuestas, r.titulados),
      compartida(r.empleo, 0),
      compartida(r.estudios, 1),
      compartida(r.buscando, 2),
      compartida(r.no_buscando, 3),
    ];
  });
}

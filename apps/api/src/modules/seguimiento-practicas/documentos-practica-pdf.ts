import type { Brand } from '@puente/contract/brand';
import {
  etiquetasMovilidadPractica,
  etiquetasObligadoCotizacion,
  explicacionCotizacion,
} from '@puente/contract/cotizacion-practicas';
import { etiquetasItemInformeTutor, ITEMS_INFORME_TUTOR, type SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import type { Idioma } from '../../lib/mensajes/render';
import { PdfEtiquetado, pngDeSvg } from '../../lib/pdf/pdf';
import { type LogoPdf, logoDeMarca } from '../convenios/logo-marca';
import { brandAssetsDir } from '../marca/brand-loader';
import { TEXTOS_DOCUMENTOS_PRACTICA, type TextosDocumentosPractica } from './documentos-practica-pdf-textos';

/*
 * The internship's documents as tagged, accessible PDFs (decision 031), from
 * its legal record (decision 042, RD 592/2014): the per-student annex to the
 * education cooperation agreement (art. 6: the parties, the conditions, the
 * tutors, the training plan and the Social Security clause, with the three
 * signatures), the student's certificate, the company tutor's certificate of
 * collaboration and the company tutor's final report (art. 13). Each one is
 * an H1 with its title, an H2 per section, label–value tables with row
 * headers, the report's ratings a table with column headers; the brand's
 * band, rules, signature lines and footer are artifacts. The texts are in
 * documentos-practica-pdf-textos.ts.
 *
 * Who registers the student with the Social Security, and why, is read from
 * the record's rule (`cotizacion.obligado`, `cotizacion.regla`) through the
 * contract's functions in the PDF's language: the same sentence the API
 * stores in `etiquetaObligado` and `explicacion`, which are in the language
 * of whoever asked for the record, not necessarily the PDF's.
 */

export interface DatosDocumentoPractica {
  /** The full record (the staff's view: both reports and the grade when they exist). */
  seguimiento: SeguimientoPractica;
  dniAlumno: string | null;
  cifEmpresa: string | null;
  /** The internship's tasks as agreed. */
  tareas: string | null;
  /** dd/mm/yyyy (Madrid): the date of issue printed on the document. */
  fechaEmision: string;
}

/** The per-student annex to the education cooperation agreement (RD 592/2014 art. 6). */
export function anexoPracticaPdf(
  d: DatosDocumentoPractica,
  brand: Brand,
  idioma: Idioma,
  /** The brand's logo as the module read it (BRANDS_DIR); by default, from the repository's brands/. */
  logo: LogoPdf | null = logoPorDefecto(brand),
): Promise<Buffer> {
  const t = TEXTOS_DOCUMENTOS_PRACTICA[idioma];
  return generar({ d, brand, idioma, logo }, t.anexo.titulo, t.anexo.subtitulo, dibujarAnexo);
}

/** The certificate of the internship, for the student. */
export function certificadoPracticaPdf(
  d: DatosDocumentoPractica,
  brand: Brand,
  idioma: Idioma,
  logo: LogoPdf | null = logoPorDefecto(brand),
): Promise<Buffer> {
  const t = TEXTOS_DOCUMENTOS_PRACTICA[idioma];
  return generar({ d, brand, idioma, logo }, t.certificado.titulo, t.comun.normativa, dibujarCertificado);
}

/**
 * The certificate of collaboration, for the company tutor. It names the
 * tutor: an internship without a company tutor has none to issue (error).
 */
export function certificadoColaboracionPdf(
  d: DatosDocumentoPractica,
  brand: Brand,
  idioma: Idioma,
  logo: LogoPdf | null = logoPorDefecto(brand),
): Promise<Buffer> {
  if (!d.seguimiento.tutorEmpresa) {
    return Promise.reject(
      new Error(`La práctica ${d.seguimiento.idPractica} no tiene tutor de empresa: no hay certificado de colaboración`),
    );
  }
  const t = TEXTOS_DOCUMENTOS_PRACTICA[idioma];
  return generar({ d, brand, idioma, logo }, t.colaboracion.titulo, t.comun.normativa, dibujarColaboracion);
}

/** The company tutor's final report (RD 592/2014 art. 13), to read and print; "pending" while it has not been sent. */
export function informeTutorPdf(
  d: DatosDocumentoPractica,
  brand: Brand,
  idioma: Idioma,
  logo: LogoPdf | null = logoPorDefecto(brand),
): Promise<Buffer> {
  const t = TEXTOS_DOCUMENTOS_PRACTICA[idioma];
  return generar({ d, brand, idioma, logo }, t.informe.titulo, t.informe.subtitulo, dibujarInforme);
}

// ─── The common frame ─────────────────────────────────────────────────────────

interface Entrada {
  d: DatosDocumentoPractica;
  brand: Brand;
  idioma: Idioma;
  logo: LogoPdf | null;
}

interface Contexto extends Entrada {
  pdf: PdfEtiquetado;
  t: TextosDocumentosPractica;
  s: SeguimientoPractica;
  c: Brand['colores'];
  /** A section: its H2 kept with what follows, a rule, its content, all in a Sect. */
  seccion: (titulo: string, cuerpo: () => void) => void;
  /** A label–value table (the label is the row header); rows without a value are left out. */
  tabla: (filas: [string, string | null | undefined][]) => void;
  suave: { tamano: number; color: string };
}

/** The logos read from the repository's brands/, once per brand. */
const logos = new Map<string, LogoPdf | null>();
function logoPorDefecto(brand: Brand): LogoPdf | null {
  if (!logos.has(brand.id)) logos.set(brand.id, logoDeMarca(brand, brandAssetsDir(brand.id)));
  return logos.get(brand.id) ?? null;
}

const conValores = (texto: string, valores: Record<string, string | number>) =>
  texto.replace(/\{(\w+)\}/g, (m, k: string) => (k in valores ? String(valores[k]) : m));

async function generar(e: Entrada, titulo: string, subtitulo: string, cuerpo: (ctx: Contexto) => void): Promise<Buffer> {
  let bytes: Uint8Array;
  try {
    bytes = await render(e, titulo, subtitulo, cuerpo);
  } catch (error) {
    // A brand logo that cannot be drawn must not stop the document: it goes out without it.
    if (!e.logo) throw error;
    bytes = await render({ ...e, logo: null }, titulo, subtitulo, cuerpo);
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function render(e: Entrada, titulo: string, subtitulo: string, cuerpo: (ctx: Contexto) => void) {
  const t = TEXTOS_DOCUMENTOS_PRACTICA[e.idioma];
  const s = e.d.seguimiento;
  const c = e.brand.colores;
  const universidad = e.brand.nombreUniversidad;
  const logo = e.logo ? (e.logo.tipo === 'svg' ? await pngDeSvg(e.logo.svg) : e.logo.bytes) : null;
  const suave = { tamano: 8.5, color: c.textoSuave };

  const pdf = new PdfEtiquetado({
    idioma: e.idioma,
    titulo: `${titulo} · ${s.alumno} · ${s.empresa}`,
    autor: universidad,
    asunto: t.comun.normativa,
    creador: e.brand.nombre,
    margenes: { arriba: 60, derecha: 40, abajo: 50, izquierda: 40 },
    texto: { tamano: 9.5, color: c.texto, interlineado: 1.2 },
    decoracion: (p, pagina, paginas) => {
      const { width, height } = p.doc.page;
      p.doc.rect(0, 0, width, 34).fill(c.primario);
      p.textoDecorativo(e.brand.nombre, 40, 10, { tamano: 12, negrita: true, color: c.primarioTexto });
      p.textoDecorativo(titulo, 40, 12, { color: c.primarioTexto, ancho: width - 80, alineacion: 'right' });
      const pie = { tamano: 8, color: c.textoSuave };
      p.textoDecorativo(conValores(t.comun.pie, { marca: e.brand.nombre, universidad, id: s.idPractica }), 40, height - 34, pie);
      p.textoDecorativo(conValores(t.comun.pagina, { n: pagina, total: paginas }), 40, height - 34, {
        ...pie,
        ancho: width - 80,
        alineacion: 'right',
      });
    },
  });

  const ctx: Contexto = {
    ...e,
    pdf,
    t,
    s,
    c,
    suave,
    seccion: (tituloSeccion, contenido) =>
      pdf.grupo('Sect', () => {
        pdf.mantenerJuntos(70);
        pdf.encabezado(2, tituloSeccion.toUpperCase(), { tamano: 10.5, color: c.primario, antes: 8 });
        pdf.regla(c.secundario, 1, 2, 7);
        contenido();
      }),
    tabla: (filas) =>
      pdf.tablaDeDatos(filas, { anchoEtiqueta: 170, fondoEtiqueta: c.fondo, color: c.texto, borde: BORDE, despues: 10 }),
  };

  // Letterhead: the logo on the left, the university on the right.
  const arriba = pdf.y;
  if (logo) {
    pdf.figura(logo, conValores(t.comun.logo, { marca: e.brand.nombre }), { x: pdf.izquierda, y: arriba, ancho: 150, alto: 48 });
  }
  pdf.parrafo({ texto: universidad, negrita: true }, { tamano: 12, color: c.primario, alineacion: 'right', antes: 14 });
  pdf.y = Math.max(pdf.y, logo ? arriba + 48 : pdf.y) + 12;

  pdf.encabezado(1, titulo.toUpperCase(), { tamano: 15, color: c.primario, alineacion: 'center', antes: 4, despues: 2 });
  pdf.parrafo(subtitulo, { color: c.textoSuave, alineacion: 'center', despues: 14 });
  cuerpo(ctx);
  return pdf.terminar();
}

const BORDE = '#d1d5db';

// ─── What the documents say ───────────────────────────────────────────────────

const localeDe = (idioma: Idioma) => (idioma === 'es' ? 'es-ES' : 'en-GB');

const numero = (n: number, idioma: Idioma) => new Intl.NumberFormat(localeDe(idioma), { maximumFractionDigits: 2 }).format(n);

const euros = (n: number, idioma: Idioma) =>
  new Intl.NumberFormat(localeDe(idioma), { style: 'currency', currency: 'EUR' }).format(n);

function modalidad({ t, s, idioma }: Contexto) {
  if (s.tipo === 'extracurricular') return t.comun.extracurricular;
  return s.creditos === null
    ? t.comun.curricular
    : conValores(t.comun.curricularCreditos, { creditos: numero(s.creditos, idioma) });
}

/** The type inside a sentence: «prácticas curriculares (12 créditos ECTS)». */
function modalidadEnFrase({ t, s, idioma }: Contexto) {
  if (s.tipo === 'extracurricular') return t.certificado.extracurriculares;
  return s.creditos === null
    ? t.certificado.curriculares
    : conValores(t.certificado.curricularesCreditos, { creditos: numero(s.creditos, idioma) });
}

const periodo = ({ t, s }: Contexto) => conValores(t.comun.periodoValor, { inicio: s.fechaInicio, fin: s.fechaFin });

function diasHorario({ t, s, idioma }: Contexto) {
  const dias = [...new Set(s.diasHorario)]
    .filter((dia) => dia >= 1 && dia <= 7)
    .sort((a, b) => a - b)
    .map((dia) => t.comun.dias[dia - 1] ?? '');
  return dias.length > 0 ? new Intl.ListFormat(localeDe(idioma), { type: 'conjunction' }).format(dias) : null;
}

function remuneracion(ctx: Contexto) {
  const { t, s, brand, idioma } = ctx;
  if (!s.remunerada) return t.comun.sinRemuneracion;
  // A paid internship without a payer recorded is paid by whoever hosts it (cotizacion-practicas.ts).
  const pagador = s.pagador ?? 'empresa';
  const quien =
    pagador === 'empresa' ? s.empresa : pagador === 'universidad' ? brand.nombreUniversidad : t.comun.pagadorOtraEntidad;
  return s.importeMensual === null
    ? conValores(t.comun.remuneradaSinImporte, { pagador: quien })
    : conValores(t.comun.remuneradaImporte, { importe: euros(s.importeMensual, idioma), pagador: quien });
}

const persona = (p: { nombre: string; email: string | null } | null, t: TextosDocumentosPractica, conEmail: boolean) =>
  p ? (conEmail && p.email ? `${p.nombre} · ${p.email}` : p.nombre) : t.comun.sinAsignar;

/** The grade with its Spanish qualitative band (RD 1125/2003 art. 5). */
function calificacion({ t, s, idioma }: Contexto) {
  if (s.calificacion === null) return null;
  const n = s.calificacion;
  const banda = n < 5 ? 0 : n < 7 ? 1 : n < 9 ? 2 : 3;
  return conValores(t.comun.calificacionValor, {
    nota: new Intl.NumberFormat(localeDe(idioma), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n),
    cualitativa: t.comun.cualitativas[banda] ?? '',
  });
}

/** Hours done as the company tutor reported them, else the hours agreed. */
const horasHechas = (s: SeguimientoPractica) => s.informeTutor?.horasRealizadas ?? s.horasTotales;

function dibujarAnexo(ctx: Contexto) {
  const { pdf, t, s, d, brand, idioma, seccion, tabla, suave, c } = ctx;
  const universidad = brand.nombreUniversidad;
  pdf.parrafo(conValores(t.comun.fechaEmision, { fecha: d.fechaEmision }), {
    ...suave,
    alineacion: 'center',
    antes: -8,
    despues: 12,
  });
  pdf.parrafo(conValores(t.anexo.presentacion, { universidad, empresa: s.empresa, alumno: s.alumno }), {
    alineacion: 'justify',
    despues: 6,
  });

  seccion(t.anexo.partes, () =>
    tabla([
      [t.comun.universidad, universidad],
      [t.comun.entidad, s.empresa],
      [t.comun.cif, d.cifEmpresa],
      [t.comun.estudiante, s.alumno],
      [t.comun.dni, d.dniAlumno],
    ]),
  );
  seccion(t.comun.datosPractica, () =>
    tabla([
      [t.comun.modalidad, modalidad(ctx)],
      [t.comun.periodo, periodo(ctx)],
      [t.comun.horasTotales, s.horasTotales === null ? null : conValores(t.comun.horasValor, { horas: s.horasTotales })],
      [t.comun.diasHorario, diasHorario(ctx)],
      [t.comun.lugar, etiquetasMovilidadPractica[idioma][s.movilidad]],
      [t.comun.remuneracion, remuneracion(ctx)],
    ]),
  );
  seccion(t.anexo.tutorias, () =>
    tabla([
      [t.comun.tutorEmpresa, persona(s.tutorEmpresa, t, true)],
      [t.comun.tutorAcademico, persona(s.tutorAcademico, t, true)],
    ]),
  );
  seccion(t.anexo.proyecto, () => {
    const p = s.proyecto;
    const estado = !p
      ? t.anexo.proyectoPendiente
      : p.aceptadoEn
        ? conValores(t.anexo.proyectoAceptado, { fecha: p.aceptadoEn })
        : t.anexo.proyectoSinAceptar;
    pdf.parrafo(estado, { ...suave, despues: 6 });
    const apartados: [string, string | null][] = [
      ...(d.tareas?.trim() ? [[t.anexo.tareas, d.tareas.trim()] as [string, string]] : []),
      [t.anexo.objetivos, p?.objetivos.trim() || null],
      [t.anexo.actividades, p?.actividades.trim() || null],
      [t.anexo.competencias, p?.competencias.trim() || null],
    ];
    for (const [titulo, texto] of apartados) {
      pdf.mantenerJuntos(pdf.altoDe(titulo, { negrita: true, despues: 2 }) + 30);
      pdf.grupo('Div', () => {
        pdf.encabezado(3, titulo, { color: c.primario, despues: 2 });
        if (texto) pdf.parrafo(texto, { alineacion: 'justify', despues: 8 });
        else pdf.parrafo(t.anexo.pendiente, { cursiva: true, color: c.textoSuave, despues: 8 });
      });
    }
  });
  seccion(t.anexo.seguridadSocial, () => {
    const cot = s.cotizacion;
    tabla([
      [t.anexo.obligado, etiquetasObligadoCotizacion[idioma][cot.obligado]],
      [t.anexo.ccc, s.ccc],
      [t.anexo.alta, s.alta?.fecha],
    ]);
    pdf.parrafo(explicacionCotizacion(cot, idioma), { alineacion: 'justify', despues: 8 });
  });
  seccion(t.anexo.firmas, () => {
    pdf.parrafo(t.anexo.conformidad, { despues: 14 });
    firmas(ctx, [
      { cabecera: t.comun.porUniversidad, nota: t.comun.firmaYSello, nombre: universidad },
      { cabecera: t.comun.porEntidad, nota: t.comun.firmaYSello, nombre: s.empresa },
      { cabecera: t.comun.porEstudiante, nota: t.comun.firma, nombre: s.alumno },
    ]);
  });
}

function dibujarCertificado(ctx: Contexto) {
  const { pdf, t, s, d, brand, seccion, tabla } = ctx;
  const horas = horasHechas(s);
  pdf.parrafo(
    conValores(t.certificado.cuerpo, {
      universidad: brand.nombreUniversidad,
      alumno: s.alumno,
      dni: d.dniAlumno ? conValores(t.certificado.conDni, { dni: d.dniAlumno }) : '',
      modalidad: modalidadEnFrase(ctx),
      empresa: s.empresa,
      cif: d.cifEmpresa ? conValores(t.certificado.conCif, { cif: d.cifEmpresa }) : '',
      inicio: s.fechaInicio,
      fin: s.fechaFin,
      duracion: horas === null ? '' : conValores(t.certificado.duracion, { horas }),
    }),
    { tamano: 11, alineacion: 'justify', antes: 6, despues: 12 },
  );
  seccion(t.comun.datosPractica, () =>
    tabla([
      [t.comun.estudiante, s.alumno],
      [t.comun.dni, d.dniAlumno],
      [t.comun.entidad, s.empresa],
      [t.comun.cif, d.cifEmpresa],
      [t.comun.modalidad, modalidad(ctx)],
      [t.comun.periodo, periodo(ctx)],
      [t.comun.horasRealizadas, horas === null ? null : conValores(t.comun.horasValor, { horas })],
      [t.comun.tutorEmpresa, persona(s.tutorEmpresa, t, false)],
      [t.comun.tutorAcademico, persona(s.tutorAcademico, t, false)],
      [t.comun.calificacion, calificacion(ctx)],
    ]),
  );
  seccion(t.certificado.actividades, () => {
    const actividades = s.proyecto?.actividades.trim() || d.tareas?.trim() || null;
    if (actividades) pdf.parrafo(actividades, { alineacion: 'justify', despues: 8 });
    else pdf.parrafo(t.certificado.sinActividades, { cursiva: true, despues: 8 });
  });
  cierre(ctx, t.certificado.constancia);
}

function dibujarColaboracion(ctx: Contexto) {
  const { pdf, t, s, brand, seccion, tabla } = ctx;
  const tutor = s.tutorEmpresa?.nombre ?? '';
  const horas = horasHechas(s);
  const universidad = brand.nombreUniversidad;
  pdf.parrafo(
    conValores(t.colaboracion.cuerpo, {
      universidad,
      tutor,
      empresa: s.empresa,
      modalidad: modalidadEnFrase(ctx),
      alumno: s.alumno,
      inicio: s.fechaInicio,
      fin: s.fechaFin,
      duracion: horas === null ? '' : conValores(t.certificado.duracion, { horas }),
    }),
    { tamano: 11, alineacion: 'justify', antes: 6, despues: 8 },
  );
  pdf.parrafo(conValores(t.colaboracion.agradecimiento, { universidad, tutor }), {
    tamano: 11,
    alineacion: 'justify',
    despues: 12,
  });
  seccion(t.comun.datosPractica, () =>
    tabla([
      [t.comun.tutorEmpresa, tutor],
      [t.comun.entidad, s.empresa],
      [t.comun.estudiante, s.alumno],
      [t.comun.modalidad, modalidad(ctx)],
      [t.comun.periodo, periodo(ctx)],
      [t.comun.horasRealizadas, horas === null ? null : conValores(t.comun.horasValor, { horas })],
      [t.comun.tutorAcademico, persona(s.tutorAcademico, t, false)],
    ]),
  );
  cierre(ctx, t.colaboracion.constancia);
}

function dibujarInforme(ctx: Contexto) {
  const { pdf, t, s, d, idioma, seccion, tabla, suave, c } = ctx;
  const informe = s.informeTutor;
  pdf.parrafo(conValores(t.comun.fechaEmision, { fecha: d.fechaEmision }), {
    ...suave,
    alineacion: 'center',
    antes: -8,
    despues: 12,
  });
  seccion(t.comun.datosPractica, () =>
    tabla([
      [t.comun.estudiante, s.alumno],
      [t.comun.entidad, s.empresa],
      [t.comun.modalidad, modalidad(ctx)],
      [t.comun.periodo, periodo(ctx)],
      [t.comun.tutorEmpresa, persona(s.tutorEmpresa, t, true)],
      [t.comun.tutorAcademico, persona(s.tutorAcademico, t, true)],
    ]),
  );
  if (!informe) {
    pdf.parrafo(t.informe.pendiente, { cursiva: true, antes: 6 });
    return;
  }
  seccion(t.informe.horas, () =>
    tabla([
      [
        t.comun.horasRealizadas,
        s.horasTotales === null
          ? conValores(t.comun.horasValor, { horas: informe.horasRealizadas })
          : conValores(t.informe.horasDe, { horas: informe.horasRealizadas, previstas: s.horasTotales }),
      ],
    ]),
  );
  seccion(t.informe.valoracion, () => {
    pdf.parrafo(t.informe.escalaNota, { ...suave, despues: 6 });
    tablaConCabecera(
      ctx,
      [t.informe.aspecto, t.informe.valoracionColumna],
      ITEMS_INFORME_TUTOR.map((item) => {
        const n = informe.valoraciones[item];
        const palabra = n === undefined ? undefined : t.informe.escala[n - 1];
        return [
          etiquetasItemInformeTutor[idioma][item],
          n === undefined ? '—' : palabra ? conValores(t.informe.valorEscala, { n, palabra }) : String(n),
        ];
      }),
    );
  });
  seccion(t.informe.observaciones, () => {
    const texto = informe.observaciones.trim();
    if (texto) pdf.parrafo(texto, { alineacion: 'justify', despues: 8 });
    else pdf.parrafo(t.informe.sinObservaciones, { cursiva: true, despues: 8 });
  });
  pdf.parrafo(conValores(t.informe.enviadoEn, { fecha: informe.enviadoEn }), { ...suave, color: c.texto, antes: 4 });
}

/** A certificate's closing: the formula, the date of issue and the university's signature. */
function cierre(ctx: Contexto, constancia: string) {
  const { pdf, t, d, brand } = ctx;
  pdf.mantenerJuntos(150);
  pdf.parrafo(constancia, { antes: 6, despues: 4 });
  pdf.parrafo(conValores(t.comun.fechaEmision, { fecha: d.fechaEmision }), { despues: 18 });
  firmas(ctx, [{ cabecera: t.comun.porUniversidad, nota: t.comun.firmaYSello, nombre: brand.nombreUniversidad }], false);
}

/** Signature blocks side by side, never split across pages: each a Div; the signing line an artifact. */
function firmas({ pdf, t, c, suave }: Contexto, bloques: { cabecera: string; nota: string; nombre: string }[], conFecha = true) {
  const separacion = 20;
  const ancho = Math.min(220, (pdf.ancho - separacion * (bloques.length - 1)) / bloques.length);
  pdf.mantenerJuntos(130);
  const y = pdf.y;
  let fin = y;
  bloques.forEach((b, i) => {
    const x = pdf.izquierda + i * (ancho + separacion);
    const columna = { x, ancho };
    pdf.y = y;
    pdf.grupo('Div', () => {
      pdf.parrafo({ texto: b.cabecera, negrita: true }, { ...columna, color: c.primario });
      pdf.parrafo(b.nota, { ...columna, ...suave, antes: 2, despues: 40 });
      const linea = pdf.y;
      pdf.artefacto((doc) =>
        doc
          .moveTo(x, linea)
          .lineTo(x + ancho, linea)
          .lineWidth(0.8)
          .strokeColor(c.texto)
          .stroke(),
      );
      pdf.parrafo(b.nombre, { ...columna, antes: 4 });
      if (conFecha) pdf.parrafo(t.comun.fechaFirma, { ...columna, ...suave, antes: 6 });
    });
    fin = Math.max(fin, pdf.y);
  });
  pdf.y = fin;
}

/** A structure element of PDFKit (its types do not export the class). */
type Estructura = ReturnType<PDFKit.PDFDocument['struct']>;

/**
 * The structure element the builder is drawing into. PdfEtiquetado has no
 * table with a header row (only `tablaDeDatos`, whose rows are each their
 * own header); until it has one, the report's table is drawn here and
 * attached to the builder's current parent.
 */
function padreActual(pdf: PdfEtiquetado): Estructura {
  const padre = (pdf as unknown as { padres?: Estructura[] }).padres?.at(-1);
  if (!padre) throw new Error('PdfEtiquetado: no hay elemento de estructura abierto');
  return padre;
}

/**
 * A two-column table with a header row (TH, scope Column) and, in each row,
 * the first cell as the row's header (TH, scope Row) and the second its data
 * (TD). Backgrounds and borders are artifacts; the table is kept on one page
 * when it fits in one.
 */
function tablaConCabecera({ pdf, c }: Contexto, cabecera: [string, string], filas: [string, string][]) {
  const doc = pdf.doc;
  const x = pdf.izquierda;
  const anchos = [pdf.ancho - 170, 170] as const;
  const relleno = { arriba: 3, lado: 4 };
  const tamano = 9.5;
  const medir = (texto: string, negrita: boolean, i: 0 | 1) => {
    doc.font(negrita ? 'negrita' : 'normal').fontSize(tamano);
    const lineGap = doc.currentLineHeight(true) * 0.2;
    return { lineGap, alto: doc.heightOfString(texto, { width: anchos[i] - 2 * relleno.lado, lineGap }) };
  };
  const altoFila = (celdas: [string, string], negritas: [boolean, boolean]) =>
    Math.max(medir(celdas[0], negritas[0], 0).alto, medir(celdas[1], negritas[1], 1).alto) + relleno.arriba + 1;
  const altos = [altoFila(cabecera, [true, true]), ...filas.map((f) => altoFila(f, [true, false]))];
  pdf.mantenerJuntos(altos.reduce((a, b) => a + b, 0));

  const tabla = doc.struct('Table');
  padreActual(pdf).add(tabla);
  [cabecera, ...filas].forEach((celdas, fila) => {
    const alto = altos[fila] ?? 0;
    if (doc.y + alto > pdf.limite) doc.addPage();
    const y = doc.y;
    const esCabecera = fila === 0;
    pdf.artefacto((d) => {
      if (esCabecera) d.rect(x, y, anchos[0] + anchos[1], alto).fill(c.fondo);
      else d.rect(x, y, anchos[0], alto).fill(c.fondo);
      d.lineWidth(0.5).strokeColor(BORDE);
      d.rect(x, y, anchos[0], alto).stroke();
      d.rect(x + anchos[0], y, anchos[1], alto).stroke();
    });
    const tr = doc.struct('TR');
    tabla.add(tr);
    celdas.forEach((texto, i) => {
      const columna = i === 0 ? 0 : 1;
      const negrita = esCabecera || columna === 0;
      // PDFKit writes a header cell's /Scope (Table attributes); its community types do not list it.
      const opciones = { scope: esCabecera ? 'Column' : 'Row' } as PDFKit.Mixins.StructureElementOptions;
      tr.add(
        doc.struct(esCabecera || columna === 0 ? 'TH' : 'TD', columna === 1 && !esCabecera ? {} : opciones, () => {
          const { lineGap } = medir(texto, negrita, columna);
          doc.fillColor(esCabecera ? c.primario : c.texto);
          doc.text(texto, x + (columna === 0 ? 0 : anchos[0]) + relleno.lado, y + relleno.arriba, {
            width: anchos[columna] - 2 * relleno.lado,
            lineGap,
          });
        }),
      );
    });
    tr.end();
    doc.y = y + alto;
  });
  tabla.end();
  doc.x = pdf.izquierda;
  pdf.espacio(10);
}

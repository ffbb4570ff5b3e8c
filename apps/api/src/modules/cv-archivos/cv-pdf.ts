import type { Brand } from '@puente/contract/brand';
import { type CvEmpresa, reglaCampo } from '@puente/contract/cv';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { imagenDataUrl, type PdfNode, renderPdf } from '../../lib/pdf/pdf';
import { TEXTOS_CV_PDF, type TextosCvPdf } from './cv-pdf-textos';

/** What the CV as PDF is made of: the CV as a company may read it (no DNI, no private documents), the photo, the brand. */
export interface CvPdfEntrada {
  cv: CvEmpresa;
  /** The stored photo (always a re-encoded JPEG), or null. */
  foto: Uint8Array | null;
  marca: Pick<Brand, 'nombre' | 'nombreUniversidad' | 'colores' | 'campos'>;
  idioma: Idioma;
}

const conValores = (texto: string, valores: Record<string, string | number>) =>
  texto.replace(/\{(\w+)\}/g, (m, k: string) => (k in valores ? String(valores[k]) : m));

/** yyyy-mm-dd → mm/yyyy: a CV names months, not days. */
const mesAnio = (fecha: string | null) => {
  const m = fecha ? /^(\d{4})-(\d{2})/.exec(fecha) : null;
  return m ? `${m[2]}/${m[1]}` : '';
};

const periodo = (inicio: string | null, fin: string | null, t: TextosCvPdf) => {
  const desde = mesAnio(inicio);
  const hasta = fin ? mesAnio(fin) : t.actualidad;
  return desde ? `${desde} – ${hasta}` : mesAnio(fin);
};

/**
 * The student's CV as a PDF: the brand's name and colours, the photo, and
 * every section that has content and that the brand shows (its field rules,
 * `reglaCampo`), titled in the reader's language. The DNI is never printed:
 * the same file goes to companies.
 */
export async function cvPdf({ cv, foto, marca, idioma }: CvPdfEntrada): Promise<Uint8Array> {
  const t = TEXTOS_CV_PDF[idioma];
  const c = marca.colores;
  const numero = new Intl.NumberFormat(idioma === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 2 });
  const visible = (parte: 'personales' | 'academicos' | 'experiencia', campo: string) =>
    reglaCampo(marca.campos, parte, campo).visible;
  const p = cv.personales;
  const nombre = [p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(' ');

  const titulo = (texto: string): PdfNode[] => [
    { text: texto.toUpperCase(), style: 'seccion' },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.2, lineColor: c.secundario }], margin: [0, 2, 0, 6] },
  ];
  const etiqueta = (nombreCampo: string, valor: string | null | undefined): PdfNode[] =>
    valor ? [{ text: [{ text: `${nombreCampo}: `, bold: true }, valor], margin: [0, 0, 0, 2] }] : [];
  const seccion = (texto: string, cuerpo: PdfNode[]): PdfNode[] => (cuerpo.length ? [...titulo(texto), ...cuerpo] : []);

  const contacto: PdfNode[] = [
    ...etiqueta(t.email, p.email),
    ...(visible('personales', 'telefono') ? etiqueta(t.telefono, p.telefono) : []),
    ...(visible('personales', 'fechaNacimiento') ? etiqueta(t.fechaNacimiento, formatFecha(p.fechaNacimiento)) : []),
    ...(visible('personales', 'direccion') ? etiqueta(t.direccion, p.direccion) : []),
    ...(visible('personales', 'nacionalidad') ? etiqueta(t.nacionalidad, p.nombreNacionalidad) : []),
    ...(cv.tienePermisoTrabajo ? etiqueta(t.permisoTrabajo, t.si) : []),
  ];

  const cabecera: PdfNode = {
    columns: [
      ...(foto ? [{ image: imagenDataUrl('image/jpeg', foto), fit: [96, 96], width: 110 }] : []),
      { width: '*', stack: [{ text: nombre, style: 'nombre' }, ...contacto] },
    ],
    columnGap: 12,
    margin: [0, 0, 0, 10],
  };

  const formacion = cv.academicos.map((e): PdfNode => {
    const datos = [
      e.centro,
      periodo(e.fechaInicio, e.fechaFin, t) || null,
      e.finalizado ? null : t.enCurso,
      e.nota === null ? null : `${t.nota}: ${numero.format(e.nota)}`,
      visible('academicos', 'notaMedia') && e.notaMedia !== null ? `${t.notaMedia}: ${numero.format(e.notaMedia)}` : null,
      visible('academicos', 'creditosSuperados') && e.creditosSuperados !== null ? `${t.creditos}: ${e.creditosSuperados}` : null,
    ].filter((d): d is string => Boolean(d));
    return {
      stack: [
        { text: [{ text: e.titulacion, bold: true }, e.nivel ? ` (${e.nivel})` : ''] },
        { text: datos.join(' · '), style: 'suave' },
      ],
      margin: [0, 0, 0, 6],
    };
  });

  const experiencia = cv.profesional.experiencia.map(
    (x): PdfNode => ({
      stack: [
        { text: [{ text: x.puesto, bold: true }, ` · ${x.empresa}`] },
        { text: periodo(x.fechaInicio, x.fechaFin, t), style: 'suave' },
        ...(x.descripcion ? [{ text: x.descripcion, margin: [0, 2, 0, 0] }] : []),
        ...(visible('experiencia', 'enlace') && x.enlace ? [{ text: x.enlace, style: 'enlace' }] : []),
      ],
      margin: [0, 0, 0, 6],
    }),
  );

  const idiomas = cv.idiomas.map((i): PdfNode => ({ text: [{ text: i.idioma, bold: true }, ` · ${i.nivel}`] }));
  const programas = cv.interes.programasInformaticos.map(
    (pr): PdfNode => ({ text: [{ text: pr.programa, bold: true }, ` · ${t.niveles[pr.nivel]}`] }),
  );
  const pr = cv.profesional;
  const profesional: PdfNode[] = [
    ...[
      [pr.carnetConducir, t.carnetConducir],
      [pr.vehiculoPropio, t.vehiculoPropio],
      [pr.disponibilidadViajar, t.viajar],
      [pr.disponibilidadCambioResidencia, t.cambioResidencia],
    ]
      .filter(([si]) => si)
      .map(([, texto]): PdfNode => ({ text: String(texto) })),
    ...etiqueta(t.areas, pr.areasFuncionales.map((a) => a.descripcion).join(', ')),
  ];
  const enlaces = [...etiqueta(t.portfolio, cv.enlacePortfolio), ...etiqueta(t.linkedin, cv.linkedin)];
  const lista = (items: string[]): PdfNode[] => (items.length ? [{ text: items.join(' · ') }] : []);

  const contenido: PdfNode[] = [
    cabecera,
    ...seccion(t.presentacion, cv.presentacion ? [{ text: cv.presentacion }] : []),
    ...seccion(t.formacion, formacion),
    ...seccion(t.experiencia, experiencia),
    ...seccion(t.idiomas, idiomas.length ? [{ ul: idiomas, margin: [0, 0, 0, 6] }] : []),
    ...seccion(t.competencias, lista(cv.competencias)),
    ...seccion(t.conocimientos, programas.length ? [{ ul: programas, margin: [0, 0, 0, 6] }] : []),
    ...seccion(t.intereses, lista(cv.interes.tags.map((tag) => tag.descripcion))),
    ...seccion(t.profesional, profesional),
    ...seccion(t.enlaces, enlaces),
  ];

  return renderPdf({
    pageSize: 'A4',
    pageMargins: [40, 70, 40, 50],
    info: { title: `${t.curriculum} · ${nombre}`, author: nombre, creator: marca.nombre, producer: marca.nombre },
    defaultStyle: { fontSize: 10, color: c.texto, lineHeight: 1.2 },
    styles: {
      nombre: { fontSize: 20, bold: true, color: c.primario, margin: [0, 0, 0, 6] },
      seccion: { fontSize: 11, bold: true, color: c.primario, margin: [0, 10, 0, 0] },
      suave: { color: c.textoSuave, fontSize: 9 },
      enlace: { color: c.secundario, fontSize: 9 },
    },
    header: () => ({
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            { text: marca.nombre, bold: true, fontSize: 14, color: c.primarioTexto, margin: [40, 14, 0, 14] },
            { text: t.curriculum, color: c.primarioTexto, margin: [0, 16, 40, 14] },
          ],
        ],
      },
      layout: {
        fillColor: () => c.primario,
        hLineWidth: () => 0,
        vLineWidth: () => 0,
        paddingLeft: () => 0,
        paddingRight: () => 0,
        paddingTop: () => 0,
        paddingBottom: () => 0,
      },
    }),
    footer: (pagina, paginas) => ({
      columns: [
        {
          text: conValores(t.generado, {
            marca: `${marca.nombre} · ${marca.nombreUniversidad}`,
            fecha: formatFecha(hoyMadrid()) ?? '',
          }),
        },
        { text: conValores(t.pagina, { n: pagina, total: paginas }), alignment: 'right', width: 'auto' },
      ],
      fontSize: 8,
      color: c.textoSuave,
      margin: [40, 16, 40, 0],
    }),
    content: contenido,
  });
}

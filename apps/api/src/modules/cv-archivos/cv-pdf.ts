import type { Brand } from '@puente/contract/brand';
import { type CvEmpresa, reglaCampo } from '@puente/contract/cv';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { PdfEtiquetado, type Trozo } from '../../lib/pdf/pdf';
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

/** Spacing of the layout; the compact one is tried when the last page would carry only a few lines. */
const ESPACIADO = {
  normal: { arriba: 70, seccion: 10, entrada: 6 },
  compacto: { arriba: 58, seccion: 6, entrada: 3 },
} as const;

/** A last page with less content than this is worth trying to fold onto the previous ones. */
const POCO_EN_LA_ULTIMA = 160;

/**
 * The student's CV as a PDF: the brand's name and colours, the photo, and
 * every section that has content and that the brand shows (its field rules,
 * `reglaCampo`), titled in the reader's language. The DNI is never printed:
 * the same file goes to companies. Only the fields present in `cv` are
 * printed. A tagged PDF (lib/pdf): the name is the H1, each section an H2, the
 * photo a figure with its alternative text, the band and footer artifacts.
 * When the last page would hold only a few lines, the CV is laid out again
 * with tighter spacing and kept so if that saves the page.
 */
export async function cvPdf(entrada: CvPdfEntrada): Promise<Uint8Array> {
  const normal = componer(entrada, 'normal');
  if (normal.paginas > 1 && normal.altoUltimaPagina < POCO_EN_LA_ULTIMA) {
    const compacto = componer(entrada, 'compacto');
    if (compacto.paginas < normal.paginas) return compacto.terminar();
  }
  return normal.terminar();
}

function componer({ cv, foto, marca, idioma }: CvPdfEntrada, espaciado: keyof typeof ESPACIADO): PdfEtiquetado {
  const t = TEXTOS_CV_PDF[idioma];
  const e = ESPACIADO[espaciado];
  const c = marca.colores;
  const numero = new Intl.NumberFormat(idioma === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 2 });
  const visible = (parte: 'personales' | 'academicos' | 'experiencia', campo: string) =>
    reglaCampo(marca.campos, parte, campo).visible;
  const p = cv.personales;
  const nombre = [p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(' ');
  const suave = { tamano: 9, color: c.textoSuave };
  const fecha = formatFecha(hoyMadrid()) ?? '';

  const pdf = new PdfEtiquetado({
    idioma,
    titulo: `${t.curriculum} · ${nombre}`,
    autor: nombre,
    creador: marca.nombre,
    margenes: { arriba: e.arriba, derecha: 40, abajo: 50, izquierda: 40 },
    texto: { tamano: 10, color: c.texto, interlineado: 1.2 },
    decoracion: (d, pagina, paginas) => {
      const { width, height } = d.doc.page;
      d.doc.rect(0, 0, width, 46).fill(c.primario);
      d.textoDecorativo(marca.nombre, 40, 15, { tamano: 14, negrita: true, color: c.primarioTexto });
      d.textoDecorativo(t.curriculum, 40, 17, { color: c.primarioTexto, ancho: width - 80, alineacion: 'right' });
      const pie = { tamano: 8, color: c.textoSuave };
      d.textoDecorativo(
        conValores(t.generado, { marca: `${marca.nombre} · ${marca.nombreUniversidad}`, fecha }),
        40,
        height - 34,
        pie,
      );
      d.textoDecorativo(conValores(t.pagina, { n: pagina, total: paginas }), 40, height - 34, {
        ...pie,
        ancho: width - 80,
        alineacion: 'right',
      });
    },
  });

  /**
   * A personal field that only some readers receive (what a company sees of a
   * candidate is minimised, issue 24): printed when the CV given carries it.
   */
  const presente = (campo: string) => {
    const valor = (p as Record<string, unknown>)[campo];
    return typeof valor === 'string' && valor !== '' ? valor : null;
  };
  const etiqueta = (nombreCampo: string, valor: string | null | undefined): Trozo[] | null =>
    valor ? [{ texto: `${nombreCampo}: `, negrita: true }, valor] : null;
  /** A section: its heading kept with the first lines, a rule, then its content; nothing if it has none. */
  const seccion = (titulo: string, tiene: boolean, cuerpo: () => void) => {
    if (!tiene) return;
    pdf.grupo('Sect', () => {
      pdf.mantenerJuntos(60);
      pdf.encabezado(2, titulo.toUpperCase(), { tamano: 11, color: c.primario, antes: e.seccion });
      pdf.regla(c.secundario, 1.2, 2, 7);
      cuerpo();
    });
  };

  // Photo, name and contact, side by side.
  const arriba = pdf.y;
  const xTexto = foto ? pdf.izquierda + 122 : pdf.izquierda;
  const columna = { x: xTexto, ancho: pdf.izquierda + pdf.ancho - xTexto };
  if (foto) pdf.figura(foto, conValores(t.foto, { nombre }), { x: pdf.izquierda, y: arriba, ancho: 96, alto: 96 });
  pdf.encabezado(1, nombre, { ...columna, tamano: 20, color: c.primario, despues: 6 });
  const contacto = [
    etiqueta(t.email, p.email),
    visible('personales', 'telefono') ? etiqueta(t.telefono, p.telefono) : null,
    visible('personales', 'fechaNacimiento') ? etiqueta(t.fechaNacimiento, formatFecha(presente('fechaNacimiento'))) : null,
    visible('personales', 'direccion') ? etiqueta(t.direccion, presente('direccion')) : null,
    visible('personales', 'nacionalidad') ? etiqueta(t.nacionalidad, presente('nombreNacionalidad')) : null,
    cv.tienePermisoTrabajo ? etiqueta(t.permisoTrabajo, t.si) : null,
  ].filter((l): l is Trozo[] => l !== null);
  for (const linea of contacto) pdf.parrafo(linea, { ...columna, despues: 2 });
  pdf.y = Math.max(pdf.y, foto ? arriba + 96 : pdf.y) + 10;

  seccion(t.presentacion, Boolean(cv.presentacion), () => pdf.parrafo(cv.presentacion ?? ''));

  seccion(t.formacion, cv.academicos.length > 0, () => {
    for (const a of cv.academicos) {
      const datos = [
        a.centro,
        periodo(a.fechaInicio, a.fechaFin, t) || null,
        a.finalizado ? null : t.enCurso,
        a.nota === null ? null : `${t.nota}: ${numero.format(a.nota)}`,
        visible('academicos', 'notaMedia') && a.notaMedia !== null ? `${t.notaMedia}: ${numero.format(a.notaMedia)}` : null,
        visible('academicos', 'creditosSuperados') && a.creditosSuperados !== null
          ? `${t.creditos}: ${a.creditosSuperados}`
          : null,
      ].filter((d): d is string => Boolean(d));
      pdf.grupo('Div', () => {
        pdf.parrafo([{ texto: a.titulacion, negrita: true }, a.nivel ? ` (${a.nivel})` : '']);
        pdf.parrafo(datos.join(' · '), { ...suave, despues: e.entrada });
      });
    }
  });

  seccion(t.experiencia, cv.profesional.experiencia.length > 0, () => {
    for (const x of cv.profesional.experiencia) {
      pdf.grupo('Div', () => {
        pdf.parrafo([{ texto: x.puesto, negrita: true }, ` · ${x.empresa}`]);
        pdf.parrafo(periodo(x.fechaInicio, x.fechaFin, t), suave);
        if (x.descripcion) pdf.parrafo(x.descripcion, { antes: 2 });
        if (visible('experiencia', 'enlace') && x.enlace) pdf.parrafo(x.enlace, { tamano: 9, color: c.secundario });
        pdf.espacio(e.entrada);
      });
    }
  });

  const lista = (items: Trozo[][]) => pdf.lista(items, { despues: e.entrada });
  seccion(t.idiomas, cv.idiomas.length > 0, () =>
    lista(cv.idiomas.map((i) => [{ texto: i.idioma, negrita: true }, ` · ${i.nivel}`])),
  );
  seccion(t.competencias, cv.competencias.length > 0, () => pdf.parrafo(cv.competencias.join(' · ')));
  seccion(t.conocimientos, cv.interes.programasInformaticos.length > 0, () =>
    lista(cv.interes.programasInformaticos.map((pr) => [{ texto: pr.programa, negrita: true }, ` · ${t.niveles[pr.nivel]}`])),
  );
  seccion(t.intereses, cv.interes.tags.length > 0, () => pdf.parrafo(cv.interes.tags.map((tag) => tag.descripcion).join(' · ')));

  const pr = cv.profesional;
  const profesional = [
    ...(
      [
        [pr.carnetConducir, t.carnetConducir],
        [pr.vehiculoPropio, t.vehiculoPropio],
        [pr.disponibilidadViajar, t.viajar],
        [pr.disponibilidadCambioResidencia, t.cambioResidencia],
      ] as const
    )
      .filter(([si]) => si)
      .map(([, texto]): Trozo[] => [texto]),
    etiqueta(t.areas, pr.areasFuncionales.map((a) => a.descripcion).join(', ')),
  ].filter((l): l is Trozo[] => l !== null);
  seccion(t.profesional, profesional.length > 0, () => {
    for (const linea of profesional) pdf.parrafo(linea, { despues: 2 });
  });

  const enlaces = [etiqueta(t.portfolio, cv.enlacePortfolio), etiqueta(t.linkedin, cv.linkedin)].filter(
    (l): l is Trozo[] => l !== null,
  );
  seccion(t.enlaces, enlaces.length > 0, () => {
    for (const linea of enlaces) pdf.parrafo(linea, { despues: 2 });
  });
  return pdf;
}

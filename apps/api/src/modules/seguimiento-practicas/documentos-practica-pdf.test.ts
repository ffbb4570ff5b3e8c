import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { etiquetasObligadoCotizacion, explicacionCotizacion, obligadoCotizacion } from '@puente/contract/cotizacion-practicas';
import {
  etiquetasItemInformeTutor,
  ITEMS_INFORME_TUTOR,
  type ItemInformeTutor,
  type SeguimientoPractica,
  seguimientoPracticaSchema,
} from '@puente/contract/seguimiento-practicas';
import { beforeAll, describe, expect, it } from 'vitest';
import { accesible, enOrden, esPdfAccesible, leerPdf, type PdfLeido, tiposEnOrden } from '../../lib/pdf/test-fixtures';
import { loadBrand } from '../marca/brand-loader';
import {
  anexoPracticaPdf,
  certificadoColaboracionPdf,
  certificadoPracticaPdf,
  type DatosDocumentoPractica,
  informeTutorPdf,
} from './documentos-practica-pdf';
import { TEXTOS_DOCUMENTOS_PRACTICA } from './documentos-practica-pdf-textos';

/*
 * The internship's four documents (annex, certificate, certificate of
 * collaboration, company tutor's report) read back with Debian's poppler and
 * qpdf: the facts they print in each language, and that each one is a
 * tagged, accessible PDF with its language and title.
 */

const marca = loadBrand('demo');
const IDIOMAS = ['es', 'en'] as const;
type Idioma = (typeof IDIOMAS)[number];

/** 1 to 5 over the thirteen items, so every word of the scale is printed. */
const valoraciones = Object.fromEntries(ITEMS_INFORME_TUTOR.map((item, i) => [item, (i % 5) + 1])) as Record<
  ItemInformeTutor,
  number
>;

const cotizacionPagada = obligadoCotizacion({
  remunerada: true,
  pagador: 'empresa',
  universidadAsumeCotizacion: true,
  movilidad: 'nacional',
});

/** A certified, paid, curricular internship in Spain with everything recorded (the staff's view, in Spanish). */
const completa: SeguimientoPractica = {
  idPractica: 4217,
  alumno: 'Lucía García Fernández',
  empresa: 'Levante Tech S.L.',
  tipo: 'curricular',
  estado: 'certificada',
  etiquetaEstado: 'Certificada',
  fechaInicio: '01/03/2027',
  fechaFin: '30/06/2027',
  horasTotales: 300,
  creditos: 12,
  remunerada: true,
  importeMensual: 600,
  pagador: 'empresa',
  movilidad: 'nacional',
  diasHorario: [1, 2, 3, 4],
  tutorEmpresa: { nombre: 'Jorge Martínez Ruiz', email: 'jorge.martinez@levante.example.es' },
  tutorAcademico: { nombre: 'Carmen Vidal Soler', email: 'carmen.vidal@universidad.example' },
  cotizacion: {
    ...cotizacionPagada,
    etiquetaObligado: etiquetasObligadoCotizacion.es[cotizacionPagada.obligado],
    explicacion: explicacionCotizacion(cotizacionPagada, 'es'),
    universidadAsumeCotizacion: true,
  },
  ccc: '46123456789',
  alta: { fecha: '01/03/2027', registradaPor: 'Levante Tech S.L.' },
  baja: { fecha: '30/06/2027', registradaPor: 'Levante Tech S.L.' },
  nssRegistrado: true,
  proyecto: {
    objetivos: 'Aplicar el análisis de datos a problemas reales de la empresa.',
    actividades: 'Limpieza de datos de ventas con Python y cuadros de mando semanales.',
    competencias: 'Trabajo en equipo, comunicación de resultados y programación.',
    estado: 'aceptado',
    observaciones: null,
    enviadoEn: '10/02/2027',
    aceptadoEn: '12/02/2027',
  },
  requisitosPendientes: [],
  puedeRegistrarAlta: true,
  informeTutor: {
    horasRealizadas: 296,
    valoraciones,
    observaciones: 'Muy buena disposición; aprendió rápido las herramientas del equipo.',
    enviadoEn: '03/07/2027',
  },
  informeAlumno: {
    tareas: 'Limpieza de datos y cuadros de mando.',
    conocimientos: 'Estadística y bases de datos.',
    problemas: '',
    aportaciones: 'Experiencia real en un equipo de datos.',
    valoracion: 'Muy positiva.',
    valoracionGlobal: 5,
    enviadoEn: '05/07/2027',
  },
  calificacion: 8.5,
  certificadaEn: '15/07/2027',
  anexoFirmado: null,
  puedeSubirAnexo: false,
  ausencias: [],
  puedeRegistrarAusencias: false,
  envios: [],
};

const datos: DatosDocumentoPractica = {
  seguimiento: completa,
  dniAlumno: '12345678Z',
  cifEmpresa: 'B12345674',
  tareas: 'Apoyo al equipo de análisis de datos.',
  fechaEmision: '20/07/2027',
};

const cotizacionSinPagar = obligadoCotizacion({
  remunerada: false,
  pagador: null,
  universidadAsumeCotizacion: true,
  movilidad: 'nacional',
});

/** Just accepted: unpaid, extracurricular, no plan, no company tutor, no reports, no registration, no DNI or CIF. */
const recienAceptada: DatosDocumentoPractica = {
  seguimiento: {
    ...completa,
    idPractica: 4218,
    alumno: 'Marcos Pérez Gil',
    tipo: 'extracurricular',
    estado: 'aceptada',
    etiquetaEstado: 'Aceptada',
    horasTotales: null,
    creditos: null,
    remunerada: false,
    importeMensual: null,
    pagador: null,
    diasHorario: [],
    tutorEmpresa: null,
    cotizacion: {
      ...cotizacionSinPagar,
      etiquetaObligado: etiquetasObligadoCotizacion.es[cotizacionSinPagar.obligado],
      explicacion: explicacionCotizacion(cotizacionSinPagar, 'es'),
      universidadAsumeCotizacion: true,
    },
    ccc: null,
    alta: null,
    baja: null,
    nssRegistrado: false,
    proyecto: null,
    requisitosPendientes: ['proyecto_formativo', 'nss', 'ccc', 'alta'],
    informeTutor: null,
    informeAlumno: null,
    calificacion: null,
    certificadaEn: null,
  },
  dniAlumno: null,
  cifEmpresa: null,
  tareas: null,
  fechaEmision: '20/02/2027',
};

/** pdftotext's words with runs of white space (line breaks, table cells, no-break spaces) as one space. */
const plano = (texto: string) => texto.replace(/\s+/g, ' ');

/** pdftotext -layout: a table's cells stay on their row's line. */
function textoEnColumnas(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'documentos-practica-'));
  try {
    writeFileSync(join(dir, 'd.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'd.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const DOCUMENTOS = {
  anexo: anexoPracticaPdf,
  certificado: certificadoPracticaPdf,
  colaboracion: certificadoColaboracionPdf,
  informe: informeTutorPdf,
} as const;
type Documento = keyof typeof DOCUMENTOS;

const titulos: Record<Idioma, Record<Documento, string>> = {
  es: {
    anexo: 'Anexo al convenio de cooperación educativa',
    certificado: 'Certificado de prácticas académicas externas',
    colaboracion: 'Certificado de colaboración en prácticas',
    informe: 'Informe del tutor de la empresa',
  },
  en: {
    anexo: 'Annex to the education cooperation agreement',
    certificado: 'Certificate of external academic internship',
    colaboracion: 'Certificate of collaboration in internships',
    informe: "Company tutor's report",
  },
};

it('la ficha de prueba es un SeguimientoPractica válido para el contrato, también la de una práctica recién aceptada', () => {
  expect(seguimientoPracticaSchema.parse(completa)).toEqual(completa);
  expect(seguimientoPracticaSchema.parse(recienAceptada.seguimiento)).toEqual(recienAceptada.seguimiento);
});

describe.each(IDIOMAS)('los documentos de la práctica en PDF (%s)', (idioma) => {
  const leidos = {} as Record<Documento, { pdf: Buffer; leido: PdfLeido; texto: string }>;

  beforeAll(async () => {
    for (const [nombre, generar] of Object.entries(DOCUMENTOS) as [Documento, (typeof DOCUMENTOS)[Documento]][]) {
      const pdf = await generar(datos, marca, idioma);
      const leido = leerPdf(pdf);
      leidos[nombre] = { pdf, leido, texto: plano(leido.texto) };
    }
  });

  const esperaTodos = (texto: string, esperados: string[]) => {
    for (const esperado of esperados) expect(texto, esperado).toContain(esperado);
  };

  it('el anexo: partes, condiciones, tutores, proyecto formativo y quién da de alta en la Seguridad Social y por qué', () => {
    const { texto } = leidos.anexo;
    esperaTodos(texto, [
      titulos[idioma].anexo.toUpperCase(),
      'Lucía García Fernández',
      '12345678Z',
      'Levante Tech S.L.',
      'B12345674',
      'Universidad Demo de Puente',
      '01/03/2027',
      '30/06/2027',
      'Jorge Martínez Ruiz · jorge.martinez@levante.example.es',
      'Carmen Vidal Soler · carmen.vidal@universidad.example',
      completa.proyecto?.objetivos ?? '',
      completa.proyecto?.actividades ?? '',
      completa.proyecto?.competencias ?? '',
      datos.tareas ?? '',
      '46123456789',
      etiquetasObligadoCotizacion[idioma].empresa,
      // The explanation in the PDF's language, whatever language the record was read in.
      explicacionCotizacion(cotizacionPagada, idioma),
      '20/07/2027',
    ]);
    if (idioma === 'es') {
      esperaTodos(texto, [
        'Curricular, 12 créditos ECTS',
        '300 horas',
        'lunes, martes, miércoles y jueves',
        '600,00 € al mes, que paga Levante Tech S.L.',
        'Proyecto aceptado por la persona tutora académica el 12/02/2027.',
        'Por la universidad',
        'Por la entidad colaboradora',
        'Estudiante',
      ]);
    } else {
      esperaTodos(texto, [
        'Curricular, 12 ECTS credits',
        '300 hours',
        'Monday, Tuesday, Wednesday and Thursday',
        '€600.00 a month, paid by Levante Tech S.L.',
        'Plan accepted by the academic tutor on 12/02/2027.',
        'For the university',
        'For the host organisation',
      ]);
    }
  });

  it('el certificado: la universidad certifica la práctica, sus horas realizadas, actividades, tutores y calificación', () => {
    const { texto } = leidos.certificado;
    esperaTodos(texto, [
      titulos[idioma].certificado.toUpperCase(),
      'Lucía García Fernández',
      '12345678Z',
      'Levante Tech S.L.',
      'Jorge Martínez Ruiz',
      'Carmen Vidal Soler',
      completa.proyecto?.actividades ?? '',
      '20/07/2027',
      'Universidad Demo de Puente',
    ]);
    // The certificate names the tutors, not their e-mails.
    expect(texto).not.toContain('jorge.martinez@levante.example.es');
    expect(texto).toContain(
      idioma === 'es'
        ? 'Universidad Demo de Puente certifica que Lucía García Fernández, con DNI/NIE 12345678Z, ha realizado prácticas académicas externas curriculares (12 créditos ECTS) en Levante Tech S.L. (CIF B12345674) del 01/03/2027 al 30/06/2027, con una duración de 296 horas.'
        : 'Universidad Demo de Puente certifies that Lucía García Fernández, ID 12345678Z, has completed a curricular (12 ECTS credits) external academic internship at Levante Tech S.L. (tax id B12345674) from 01/03/2027 to 30/06/2027, totalling 296 hours.',
    );
    expect(texto).toContain(idioma === 'es' ? '8,5 (Notable)' : '8.5 (Very good)');
    expect(texto).toContain(idioma === 'es' ? 'Fecha de emisión: 20/07/2027' : 'Date of issue: 20/07/2027');
  });

  it('el certificado de colaboración: la universidad agradece y certifica que la persona tutora tuteló la práctica', () => {
    const { texto } = leidos.colaboracion;
    esperaTodos(texto, [
      titulos[idioma].colaboracion.toUpperCase(),
      'Jorge Martínez Ruiz',
      'Levante Tech S.L.',
      'Lucía García Fernández',
      '01/03/2027',
      '30/06/2027',
      '20/07/2027',
    ]);
    expect(texto).toContain(
      idioma === 'es'
        ? 'Universidad Demo de Puente certifica que Jorge Martínez Ruiz, de Levante Tech S.L., ha sido la persona tutora de las prácticas académicas externas curriculares (12 créditos ECTS) de Lucía García Fernández del 01/03/2027 al 30/06/2027'
        : 'Universidad Demo de Puente certifies that Jorge Martínez Ruiz, of Levante Tech S.L., was the tutor of the curricular (12 ECTS credits) external academic internship of Lucía García Fernández from 01/03/2027 to 30/06/2027',
    );
    expect(texto).toContain(
      idioma === 'es'
        ? 'Universidad Demo de Puente agradece a Jorge Martínez Ruiz'
        : 'Universidad Demo de Puente thanks Jorge Martínez Ruiz',
    );
  });

  it('el informe del tutor: cabecera, horas realizadas, cada aspecto con su valoración en número y en palabras, observaciones, fecha de envío', () => {
    const { texto, pdf } = leidos.informe;
    esperaTodos(texto, [
      titulos[idioma].informe.toUpperCase(),
      'Lucía García Fernández',
      'Levante Tech S.L.',
      'Jorge Martínez Ruiz',
      'Carmen Vidal Soler',
      idioma === 'es' ? '296 de 300 previstas' : '296 of 300 planned',
      'Muy buena disposición; aprendió rápido las herramientas del equipo.',
      idioma === 'es' ? 'Informe enviado el 03/07/2027.' : 'Report sent on 03/07/2027.',
    ]);
    const palabras =
      idioma === 'es'
        ? ['insuficiente', 'suficiente', 'bien', 'notable', 'excelente']
        : ['insufficient', 'sufficient', 'good', 'very good', 'excellent'];
    const lineas = textoEnColumnas(pdf).split('\n');
    for (const item of ITEMS_INFORME_TUTOR) {
      const etiqueta = etiquetasItemInformeTutor[idioma][item];
      const n = valoraciones[item];
      // The label and its rating on one row of the table.
      const fila = lineas.find((l) => l.trim().startsWith(etiqueta));
      expect(fila, etiqueta).toBeDefined();
      expect(fila?.trim().split(/\s{2,}/), etiqueta).toEqual([etiqueta, `${n} · ${palabras[n - 1]}`]);
    }
    // The student's own report is not in the company tutor's.
    expect(texto).not.toContain('Experiencia real en un equipo de datos.');
  });

  it('cada documento es un PDF etiquetado y accesible, en su idioma, con su título; H1 el título, H2 cada sección', () => {
    for (const nombre of Object.keys(DOCUMENTOS) as Documento[]) {
      const { leido } = leidos[nombre];
      expect(esPdfAccesible(leido), nombre).toEqual(accesible(idioma));
      const titulo = `${titulos[idioma][nombre]} · Lucía García Fernández · Levante Tech S.L.`;
      expect(leido.titulo, nombre).toBe(titulo);
      expect(leido.info.Title, nombre).toBe(titulo);
      expect(leido.info.Tagged, nombre).toBe('yes');
      expect(leido.info.Pages, nombre).toMatch(/^[1-9]$/);
      const tipos = tiposEnOrden(leido.estructura);
      expect(
        tipos.filter((x) => x === 'H1'),
        nombre,
      ).toHaveLength(1);
      expect(
        tipos.find((x) => /^H\d$/.test(x)),
        nombre,
      ).toBe('H1');
      expect(tipos.filter((x) => x === 'H2').length, nombre).toBeGreaterThanOrEqual(1);
      // Every section is a Sect that opens with its H2.
      const secciones = enOrden(leido.estructura).filter((n) => n.tipo === 'Sect');
      expect(secciones.length, nombre).toBe(tipos.filter((x) => x === 'H2').length);
      for (const s of secciones) expect(s.hijos[0]?.tipo, nombre).toBe('H2');
    }
    expect(tiposEnOrden(leidos.anexo.leido.estructura).filter((x) => x === 'H2')).toHaveLength(6);
    // The annex's training plan: the agreed tasks and the plan's three parts, each an H3.
    expect(tiposEnOrden(leidos.anexo.leido.estructura).filter((x) => x === 'H3')).toHaveLength(4);
  });

  it('las tablas: de dato, filas con cabecera de fila; la de valoraciones, además, una fila de cabeceras de columna', () => {
    const tablas = enOrden(leidos.informe.leido.estructura).filter((n) => n.tipo === 'Table');
    const valoracion = tablas.find((t) => t.hijos.length === ITEMS_INFORME_TUTOR.length + 1);
    expect(valoracion).toBeDefined();
    const [cabecera, ...filas] = valoracion?.hijos ?? [];
    expect(cabecera?.hijos.map((c) => [c.tipo, c.alcance])).toEqual([
      ['TH', 'Column'],
      ['TH', 'Column'],
    ]);
    for (const fila of filas) {
      expect(fila.hijos.map((c) => [c.tipo, c.alcance])).toEqual([
        ['TH', 'Row'],
        ['TD', undefined],
      ]);
    }
    const t = TEXTOS_DOCUMENTOS_PRACTICA[idioma].informe;
    expect(leidos.informe.texto).toContain(`${t.aspecto} ${t.valoracionColumna}`);
    for (const nombre of ['anexo', 'certificado', 'colaboracion'] as const) {
      for (const tabla of enOrden(leidos[nombre].leido.estructura).filter((n) => n.tipo === 'Table')) {
        for (const fila of tabla.hijos)
          expect(
            fila.hijos.map((c) => c.tipo),
            nombre,
          ).toEqual(['TH', 'TD']);
      }
    }
  });

  it('la marca: el logo de demo es una figura con texto alternativo; si no se puede dibujar, el documento sale sin él', async () => {
    const figura = enOrden(leidos.anexo.leido.estructura).find((n) => n.tipo === 'Figure');
    expect(figura?.alt).toBe(idioma === 'es' ? 'Logotipo de Puente' : 'Puente logo');
    const roto = await certificadoPracticaPdf(datos, marca, idioma, { tipo: 'svg', svg: '<svg><path d="M0 0 L' });
    const leido = leerPdf(roto);
    expect(esPdfAccesible(leido)).toEqual(accesible(idioma));
    expect(enOrden(leido.estructura).some((n) => n.tipo === 'Figure')).toBe(false);
    expect(plano(leido.texto)).toContain('Lucía García Fernández');
  });

  it('una práctica recién aceptada, sin proyecto ni informes: el anexo sale con el proyecto «pendiente» y el informe, pendiente', async () => {
    const anexo = leerPdf(await anexoPracticaPdf(recienAceptada, marca, idioma));
    expect(esPdfAccesible(anexo)).toEqual(accesible(idioma));
    const texto = plano(anexo.texto);
    const t = TEXTOS_DOCUMENTOS_PRACTICA[idioma];
    esperaTodos(texto, [
      'Marcos Pérez Gil',
      t.anexo.proyectoPendiente,
      `${t.anexo.objetivos} ${t.anexo.pendiente} ${t.anexo.actividades} ${t.anexo.pendiente} ${t.anexo.competencias} ${t.anexo.pendiente}`,
      t.comun.extracurricular,
      t.comun.sinRemuneracion,
      `${t.comun.tutorEmpresa} ${t.comun.sinAsignar}`,
      etiquetasObligadoCotizacion[idioma].universidad,
      explicacionCotizacion(cotizacionSinPagar, idioma),
    ]);
    // What is not recorded is left out rather than printed empty.
    for (const ausente of [t.comun.dni, t.comun.cif, t.anexo.ccc, t.comun.horasTotales, t.comun.diasHorario, t.anexo.tareas]) {
      expect(texto).not.toContain(ausente);
    }

    const informe = leerPdf(await informeTutorPdf(recienAceptada, marca, idioma));
    expect(esPdfAccesible(informe)).toEqual(accesible(idioma));
    expect(plano(informe.texto)).toContain(t.informe.pendiente);
    expect(enOrden(informe.estructura).filter((n) => n.tipo === 'Table')).toHaveLength(1);

    // Neither grade nor tutor's hours: the certificate prints the hours agreed, or none.
    const certificado = plano(leerPdf(await certificadoPracticaPdf(recienAceptada, marca, idioma)).texto);
    expect(certificado).not.toContain(t.comun.calificacion);
    expect(certificado).not.toContain(t.comun.horasRealizadas);
    expect(certificado).toContain(t.certificado.sinActividades);
  });

  it('sin tutor de empresa no hay certificado de colaboración', async () => {
    await expect(certificadoColaboracionPdf(recienAceptada, marca, idioma)).rejects.toThrow(/no tiene tutor de empresa/);
  });

  if (idioma === 'es') {
    it('el español no trata de usted', () => {
      for (const nombre of Object.keys(DOCUMENTOS) as Documento[]) {
        expect(leidos[nombre].texto, nombre).not.toMatch(/\busted(es)?\b/i);
      }
      expect(JSON.stringify(TEXTOS_DOCUMENTOS_PRACTICA.es)).not.toMatch(/\busted(es)?\b/i);
    });
  }
});

import sharp from 'sharp';
import type { Database } from '../db/client';
import { PdfEtiquetado } from '../lib/pdf/pdf';
import type { Services } from '../services';
import { llamanteSemilla } from './llamante-semilla';

/** A head-and-shoulders avatar in the demo brand's colours: no real person's face in the demo. */
const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <rect width="480" height="480" fill="#dbeafe"/>
  <circle cx="240" cy="190" r="92" fill="#f2c9a5"/>
  <path d="M148 170 q92 -130 184 0 q-10 -80 -92 -86 q-82 6 -92 86z" fill="#4b2e1e"/>
  <path d="M60 480 q0 -150 180 -160 q180 10 180 160z" fill="#0b5cad"/>
  <path d="M200 322 l40 50 l40 -50z" fill="#ffffff"/>
</svg>`;

/** Lucía's own CV file: a one-page PDF, as a student would upload one made elsewhere (tagged, like every PDF Puente prints). */
const cvDeLucia = () => {
  const pdf = new PdfEtiquetado({
    idioma: 'es',
    titulo: 'Lucía García Fernández',
    margenes: { arriba: 40, derecha: 40, abajo: 60, izquierda: 40 },
    texto: { tamano: 12, color: '#000000', interlineado: 1 },
  });
  pdf.encabezado(1, 'Lucía García Fernández', { tamano: 20 });
  pdf.parrafo('Estudiante de Grado en Ingeniería Informática · València', { antes: 4, despues: 12 });
  for (const [titulo, texto] of [
    ['Formación', 'Grado en Ingeniería Informática (2021 – actualidad), Universidad Demo de Puente'],
    ['Idiomas', 'Inglés (C1) · Francés (B1)'],
    ['Experiencia', 'Becaria de análisis de datos en Levante Tech (verano de 2025)'],
  ] as const) {
    pdf.encabezado(2, titulo, { tamano: 13, antes: titulo === 'Formación' ? 0 : 10 });
    pdf.parrafo(texto);
  }
  return pdf.terminar();
};

/**
 * Lucía's photo and her own CV file, through the CV files service like an
 * upload from the browser: checked, re-encoded, stored and audited. Runs with
 * the demo people, once per database.
 */
export async function seedDemoCvArchivos({ cvArchivos }: Pick<Services, 'cvArchivos'>, database: Database) {
  const filas = await database.query<{ id: number }>("SELECT id FROM alumnos WHERE dni = '12345678Z'");
  const id = filas[0]?.id;
  if (id === undefined) return;
  const lucia = llamanteSemilla({ tipo: 'alumno', id, nombre: 'Lucía', apellidos: 'García Fernández' });
  await cvArchivos.guardarFoto(lucia, 'png', await sharp(Buffer.from(AVATAR)).png().toBuffer());
  await cvArchivos.guardarDocumento(lucia, {
    nombre: 'CV Lucía García',
    extension_adjunto: 'pdf',
    ficheroB64ParaAltas: Buffer.from(await cvDeLucia()).toString('base64'),
    esCv: true,
    privado: false,
  });
}

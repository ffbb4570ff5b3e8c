import { crearGuiaInput } from '@puente/contract/guias';
import type { Database } from '../db/client';
import { hoyMadrid } from '../lib/fecha';
import { PdfEtiquetado } from '../lib/pdf/pdf';
import type { Services } from '../services';
import { type ContenidoGuia, GUIAS_DEMO } from './demo-guias-contenido';
import { diasDesde } from './demo-seed-sql';
import { llamanteSemilla } from './llamante-semilla';

/**
 * One guide as a small A4 PDF, tagged like every PDF of the portal (lib/pdf):
 * the title in the brand's colour (H1), an introduction, and its sections
 * (H2, paragraphs and lists); the footer is a pagination artifact.
 */
export async function guiaPdf(g: ContenidoGuia, marca: { nombre: string; nombreUniversidad: string; primario: string }) {
  const pdf = new PdfEtiquetado({
    idioma: 'es',
    titulo: g.titulo,
    autor: marca.nombreUniversidad,
    asunto: 'Guía de orientación',
    creador: marca.nombre,
    margenes: { arriba: 60, derecha: 50, abajo: 60, izquierda: 50 },
    texto: { tamano: 10.5, color: '#1f2937', interlineado: 1.3 },
    decoracion: (d, pagina, paginas) => {
      const { width, height } = d.doc.page;
      d.textoDecorativo(`${marca.nombre} · Servicio de Empleo y Prácticas — ${pagina}/${paginas}`, 0, height - 60, {
        tamano: 8,
        color: '#6b7280',
        ancho: width,
        alineacion: 'center',
      });
    },
  });
  pdf.encabezado(1, g.titulo, { tamano: 20, color: marca.primario, despues: 4 });
  pdf.parrafo(`Guía de orientación · ${marca.nombreUniversidad}`, { tamano: 10, color: '#4b5563', despues: 14 });
  pdf.parrafo(g.introduccion, { tamano: 11.5, cursiva: true, despues: 10 });
  for (const s of g.secciones) {
    pdf.grupo('Sect', () => {
      pdf.mantenerJuntos(60);
      pdf.encabezado(2, s.titulo, { tamano: 13, color: marca.primario, antes: 10, despues: 4 });
      for (const p of s.parrafos ?? []) pdf.parrafo(p, { despues: 6 });
      if (s.lista) pdf.lista(s.lista, { despues: 6 });
    });
  }
  return pdf.terminar();
}

/**
 * The demo's five orientation guides, each with a real PDF printed here and
 * published through the guides service as staff would (checked as a PDF by
 * lib/storage, audited), dated so the latest four are clear. Once per
 * database (marker in `ajustes`); no notification, nothing another demo
 * screen counts.
 */
export async function seedDemoGuias({ guias, brand: marca }: Pick<Services, 'guias' | 'brand'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_guias'");
  if (done.length > 0) return;
  const gestores = await database.query<{ id: number }>("SELECT id FROM gestores WHERE nick = 'gestor.demo'");
  const idGestor = gestores[0]?.id;
  if (!idGestor) return;
  const gestor = llamanteSemilla({ tipo: 'gestor', id: idGestor, nombre: 'Semilla' });
  const hoy = hoyMadrid();
  // Oldest first, so that ids follow the dates too.
  for (const g of [...GUIAS_DEMO].sort((a, b) => b.haceDias - a.haceDias)) {
    const pdf = await guiaPdf(g, {
      nombre: marca.nombre,
      nombreUniversidad: marca.nombreUniversidad,
      primario: marca.colores.primario,
    });
    await guias.crear(
      gestor,
      crearGuiaInput.parse({
        titulo: g.titulo,
        descripcion: g.descripcion,
        ulrImagen: `/marca/guias/${g.clave}.svg`,
        fecha: diasDesde(hoy, -g.haceDias),
        ficheroB64: Buffer.from(pdf).toString('base64'),
        extension: 'pdf',
        nombreFichero: g.titulo,
      }),
    );
  }
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_guias', 'true'::jsonb)`);
}

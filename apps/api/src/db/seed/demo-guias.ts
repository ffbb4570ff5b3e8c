import { crearGuiaInput } from '@puente/contract/guias';
import { hoyMadrid } from '../../lib/fecha';
import { type PdfNode, renderPdf } from '../../lib/pdf/pdf';
import { createStorage } from '../../lib/storage/create-storage';
import { AuditRepository } from '../../modules/audit/audit.repository';
import { AuditService } from '../../modules/audit/audit.service';
import { createGuiasModule } from '../../modules/guias/guias.module';
import { loadBrand } from '../../modules/marca/brand-loader';
import type { Database } from '../client';
import { transactional } from '../transactional';
import { type ContenidoGuia, GUIAS_DEMO } from './demo-guias-contenido';
import { diasDesde } from './demo-seed-sql';
import { llamanteSemilla } from './llamante-semilla';

/** One guide as a small A4 PDF: the title in the brand's colour, an introduction, and its sections. */
export async function guiaPdf(g: ContenidoGuia, marca: { nombre: string; nombreUniversidad: string; primario: string }) {
  const cuerpo: PdfNode[] = g.secciones.flatMap((s) => [
    { text: s.titulo, style: 'seccion' },
    ...(s.parrafos ?? []).map((p) => ({ text: p, margin: [0, 0, 0, 6] })),
    ...(s.lista ? [{ ul: s.lista, margin: [0, 0, 0, 6] }] : []),
  ]);
  return renderPdf({
    info: { title: g.titulo, author: marca.nombreUniversidad, subject: 'Guía de orientación', creator: marca.nombre },
    pageSize: 'A4',
    pageMargins: [50, 60, 50, 60],
    defaultStyle: { fontSize: 10.5, lineHeight: 1.3, color: '#1f2937' },
    styles: {
      titulo: { fontSize: 20, bold: true, color: marca.primario, margin: [0, 0, 0, 4] },
      subtitulo: { fontSize: 10, color: '#4b5563', margin: [0, 0, 0, 14] },
      intro: { fontSize: 11.5, italics: true, margin: [0, 0, 0, 10] },
      seccion: { fontSize: 13, bold: true, color: marca.primario, margin: [0, 10, 0, 4] },
    },
    content: [
      { text: g.titulo, style: 'titulo' },
      { text: `Guía de orientación · ${marca.nombreUniversidad}`, style: 'subtitulo' },
      { text: g.introduccion, style: 'intro' },
      ...cuerpo,
    ],
    footer: (pagina, paginas) => ({
      text: `${marca.nombre} · Servicio de Empleo y Prácticas — ${pagina}/${paginas}`,
      alignment: 'center',
      fontSize: 8,
      color: '#6b7280',
    }),
  });
}

/**
 * The demo's five orientation guides, each with a real PDF printed here and
 * published through the guides service as staff would (checked as a PDF by
 * lib/storage, audited), dated so the latest four are clear. Once per
 * database (marker in `ajustes`); no notification, nothing another demo
 * screen counts.
 */
export async function seedDemoGuias(database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_guias'");
  if (done.length > 0) return;
  const gestores = await database.query<{ id: number }>("SELECT id FROM gestores WHERE nick = 'gestor.demo'");
  const idGestor = gestores[0]?.id;
  if (!idGestor) return;
  const gestor = llamanteSemilla({ tipo: 'gestor', id: idGestor, nombre: 'Semilla' });
  const platform = transactional(database.db);
  const audit = new AuditService({ repo: new AuditRepository(platform.db) });
  const { guias } = createGuiasModule(platform, { storage: createStorage(platform), audit });
  const marca = loadBrand('demo');
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

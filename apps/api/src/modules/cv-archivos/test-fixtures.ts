import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cv } from '@puente/contract/cv';

/** The text of a PDF as Debian's poppler-utils reads it (.ci/run installs it). */
export function pdfATexto(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'cv-pdf-'));
  try {
    writeFileSync(join(dir, 'cv.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'cv.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A complete CV as `cvDe` answers it, for the PDF and company-view tests that do not need the database. */
export function cvDePrueba(extra: Partial<Cv> = {}): Cv {
  return {
    personales: {
      DNI: '12345678Z',
      nombre: 'Lucía',
      apellido1: 'García',
      apellido2: 'Fernández',
      email: 'lucia.garcia@demo.puente.es',
      comunicacionesEnEmailEstudiante: true,
      telefono: '612345678',
      fechaNacimiento: '2002-04-17',
      direccion: 'Calle de la Paz 12, València',
      nacionalidad: 1,
      nombreNacionalidad: 'España',
    },
    academicos: [
      {
        id: 1,
        idTitulacion: 33,
        titulacion: 'Grado en Ingeniería Informática',
        nivel: 'Grado',
        centro: 'Escuela Técnica Superior de Ingeniería',
        deLaUniversidad: true,
        finalizado: false,
        fechaInicio: '2021-09-01',
        fechaFin: null,
        nota: null,
        notaMedia: 3.1,
        creditosSuperados: 180,
      },
    ],
    profesional: {
      experiencia: [
        {
          id: 1,
          puesto: 'Becaria de análisis de datos',
          empresa: 'Levante Tech',
          fechaInicio: '2025-06-01',
          fechaFin: '2025-09-30',
          descripcion: 'Informes de ventas y limpieza de datos con Python.',
          enlace: 'https://levante.example.es',
          adjunto: null,
        },
      ],
      carnetConducir: true,
      vehiculoPropio: false,
      disponibilidadViajar: true,
      disponibilidadCambioResidencia: false,
      areasFuncionales: [{ id: 1, descripcion: 'Informática y sistemas' }],
    },
    idiomas: [
      { id: 1, idIdioma: 2, idioma: 'Inglés', idNivel: 5, nivel: 'C1' },
      { id: 2, idIdioma: 3, idioma: 'Francés', idNivel: 2, nivel: 'A2' },
    ],
    competencias: ['Trabajo en equipo', 'Comunicación'],
    interes: {
      tags: [{ id: 1, descripcion: 'Ciencia de datos' }],
      programasInformaticos: [{ idPrograma: 1, programa: 'Python', nivel: 3 }],
    },
    documentos: [],
    documentosPrivados: [],
    documentosProcesos: [],
    urlCV: '/api/Alumno/descargaCv',
    urlImagenPerfil: null,
    tienePermisoTrabajo: false,
    necesitaPermisoTrabajo: false,
    idPeriodoPreferenciaPracticas: null,
    busquedaPracticasActiva: true,
    busquedaTrabajoActiva: true,
    presentacion: 'Estudiante de último curso con interés en datos.',
    enlacePortfolio: 'https://lucia.example.es',
    linkedin: null,
    completitud: { porcentaje: 100, faltan: [] },
    ...extra,
  };
}

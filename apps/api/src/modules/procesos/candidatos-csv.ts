import type { Idioma } from '@puente/contract/constants';
import type { FileAnswer } from '@puente/contract/endpoint';
import type { datosProcesoSchema } from '@puente/contract/endpoints/procesos';
import type { z } from 'zod';
import { csv } from '../../lib/csv';
import { etiquetaParaEmpresa } from './etiqueta-empresa';

type DatosProceso = z.output<typeof datosProcesoSchema>;

const TEXTOS = {
  es: {
    fichero: 'candidatos',
    cabecera: [
      'Nombre',
      'Apellidos',
      'Correo electrónico',
      'Teléfono',
      'Estado de la candidatura',
      'Fecha de inscripción',
      'Última actualización',
    ],
  },
  en: {
    fichero: 'candidates',
    cabecera: ['First name', 'Surnames', 'E-mail', 'Phone', 'Application status', 'Applied on', 'Last updated'],
  },
} as const;

/**
 * The candidates of one of the company's offers as the CSV of the pipeline
 * screen (the same columns the web built in the browser), from what
 * `ProcesosService.datos` answers: the company check is that method's.
 */
export function candidatosCsv(datos: DatosProceso, idioma: Idioma = 'es'): FileAnswer {
  const textos = TEXTOS[idioma];
  const filas = datos.candidatos.map((c) => [
    c.nombre,
    c.apellidos,
    c.email,
    c.telefono,
    // The board's labels: they name the candidacy («la candidatura», Inscrita), whoever applied; 16 awaits the student.
    etiquetaParaEmpresa(c.estado)[idioma],
    c.fechaInscripcion,
    c.fechaActualizacion,
  ]);
  return {
    nombre: `${textos.fichero}-${datos.proceso.urlAcceso}.csv`,
    contentType: 'text/csv; charset=utf-8',
    contenido: csv(textos.cabecera, filas),
  };
}

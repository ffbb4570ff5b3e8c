export { apiGestionFalsa as apiFalsa, type Llamada } from '@/test/api-gestion-falsa';

import type { PracticaGestionFila, SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { seguimientoDePrueba } from '@/test/seguimiento-practica';

export const fila = (idPractica: number, alumno: string, extra: Partial<PracticaGestionFila> = {}): PracticaGestionFila => ({
  idPractica,
  alumno,
  empresa: 'Levante Tech S.L.',
  tipo: 'curricular',
  estado: 'aceptada',
  etiquetaEstado: 'Aceptada, pendiente de inicio',
  fechaInicio: '02/03/2026',
  fechaFin: '30/06/2026',
  obligado: 'universidad',
  faltas: ['proyecto', 'alta'],
  ...extra,
});

/** The office's record: the plan sent to the academic tutor, the NUSS given, the university may record the registration. */
export const seguimiento = (extra: Partial<SeguimientoPractica> = {}): SeguimientoPractica =>
  seguimientoDePrueba({
    cotizacion: {
      ...seguimientoDePrueba().cotizacion,
      explicacion:
        'Práctica no remunerada: da de alta y cotiza la universidad, porque el convenio dice que asume la cotización (disposición adicional 52.ª LGSS).',
    },
    nssRegistrado: true,
    proyecto: {
      objetivos: 'Conocer el ciclo de vida de un producto web.',
      actividades: 'Desarrollo de componentes.\nPruebas.',
      competencias: 'Trabajo en equipo.',
      estado: 'enviado',
      observaciones: null,
      enviadoEn: '20/02/2026',
      aceptadoEn: null,
    },
    requisitosPendientes: ['proyecto_formativo', 'ccc', 'alta'],
    puedeRegistrarAlta: true,
    ...extra,
  });

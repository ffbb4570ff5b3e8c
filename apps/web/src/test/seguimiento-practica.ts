import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';

/**
 * One internship's legal record as the API answers it (`SeguimientoPractica`),
 * for the web's tests: Lucía at Levante, accepted and not started, unpaid,
 * the university registering her; no plan, no reports, no signed annex, no
 * absences, and nothing the reader may record. Each test changes what it is
 * about (`cambios`), so a field the contract adds is added here once.
 */
export function seguimientoDePrueba(cambios: Partial<SeguimientoPractica> = {}): SeguimientoPractica {
  return {
    idPractica: 12,
    alumno: 'Lucía Ferrer Camps',
    empresa: 'Levante Tech S.L.',
    tipo: 'curricular',
    estado: 'aceptada',
    etiquetaEstado: 'Aceptada, pendiente de inicio',
    fechaInicio: '02/03/2026',
    fechaFin: '30/06/2026',
    horasTotales: 300,
    creditos: 12,
    remunerada: false,
    importeMensual: null,
    pagador: null,
    movilidad: 'nacional',
    diasHorario: [1, 2, 3, 4, 5],
    tutorEmpresa: { nombre: 'Pablo Martí Soler', email: 'pablo@levante.example.es' },
    tutorAcademico: { nombre: 'Isabel Moreno Gil', email: 'imoreno@uni.example.es' },
    cotizacion: {
      obligado: 'universidad',
      etiquetaObligado: 'La universidad',
      incluida: true,
      regla: 'no_remunerada_convenio_universidad',
      explicacion: 'Las prácticas no son remuneradas y el convenio dice que la universidad asume la cotización.',
      universidadAsumeCotizacion: true,
    },
    ccc: null,
    alta: null,
    baja: null,
    nssRegistrado: false,
    proyecto: null,
    requisitosPendientes: ['proyecto_formativo', 'nss', 'ccc', 'alta'],
    puedeRegistrarAlta: false,
    anexoFirmado: null,
    puedeSubirAnexo: false,
    ausencias: [],
    puedeRegistrarAusencias: false,
    informeTutor: null,
    informeAlumno: null,
    calificacion: null,
    certificadaEn: null,
    envios: [],
    ...cambios,
  };
}

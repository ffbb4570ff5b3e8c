export { apiGestionFalsa as apiFalsa, type Llamada } from '@/test/api-gestion-falsa';

import type { AlumnoGestion, AlumnoGestionFila, SolicitudBaja } from '@puente/contract/alumnos-gestion';

export const fila = (idAlumno: number, nombre: string, extra: Partial<AlumnoGestionFila> = {}): AlumnoGestionFila => ({
  idAlumno,
  nombre,
  apellido1: 'García',
  apellido2: 'Fernández',
  dni: '12345678Z',
  email: 'lucia.garcia@demo.puente.es',
  estado: 'activo',
  titulacion: 'Grado en Ingeniería Informática',
  otrasTitulaciones: 1,
  practicas: 1,
  fechaAlta: '2026-09-01T10:00:00.000Z',
  ...extra,
});

export const solicitud = (idSolicitud: number, nombre: string): SolicitudBaja => ({
  idSolicitud,
  idAlumno: 40 + idSolicitud,
  nombre,
  email: 'nerea.campos@demo.puente.es',
  motivo: 'Ya trabajo',
  creadoEn: '2026-11-20T09:30:00.000Z',
  estado: 'pendiente',
  resolucion: null,
});

export const ficha = (extra: Partial<AlumnoGestion> = {}): AlumnoGestion => ({
  idAlumno: 7,
  estado: 'activo',
  mensajeBloqueo: null,
  fechaAlta: '2026-09-01T10:00:00.000Z',
  personales: {
    nombre: 'Lucía',
    apellido1: 'García',
    apellido2: 'Fernández',
    dni: '12345678Z',
    email: 'lucia.garcia@demo.puente.es',
    telefono: '612345678',
    fechaNacimiento: '2002-03-04',
    direccion: null,
    provincia: 'Valencia',
    nacionalidad: 'España',
    deLaUniversidad: true,
    conPracticas: true,
    conEmpleo: true,
    busquedaPracticasActiva: true,
    busquedaEmpleoActiva: false,
    comunicacionesEmail: true,
    tieneFoto: true,
  },
  expediente: [
    {
      idTitulacion: 33,
      titulacion: 'Grado en Ingeniería Informática',
      finalizado: false,
      fechaInicio: '2022-09-01',
      fechaFin: null,
      creditosSuperados: 168,
      notaMedia: 7.85,
    },
  ],
  candidaturas: [
    {
      idCandidatura: 3,
      idOferta: 9,
      titulo: 'Analista de datos júnior',
      empresa: { id: 1, nombre: 'Innovación Levante S.L.' },
      estado: 2,
      Estado: 'En proceso',
      fecha: '2026-10-01T08:00:00.000Z',
    },
  ],
  practicas: [
    {
      idPractica: 4,
      empresa: { id: 1, nombre: 'Innovación Levante S.L.' },
      tipo: 'curricular',
      estado: 'en_curso',
      fechaInicio: '2026-10-01',
      fechaFin: '2027-02-28',
      programa: null,
    },
  ],
  programas: [{ idPrograma: 2, titulo: 'Prácticas Pymes Innovadoras', estado: 'adherida', fecha: '2026-09-10T08:00:00.000Z' }],
  eventos: [],
  encuestas: [{ idEncuesta: 5, titulo: 'Seguimiento de titulados 2026', dia: '2026-11-02' }],
  notificaciones: [
    {
      idNotificacion: 8,
      titulo: 'Oferta nueva',
      texto: 'Hay una oferta para ti',
      fecha: '02/11/2026',
      leida: false,
      importante: true,
    },
  ],
  lecturasCv: [
    {
      id: 99,
      fecha: '2026-11-03T10:15:00.000Z',
      accion: 'cv.lectura',
      lector: {
        tipo: 'empresa',
        nombre: 'Javier Sánchez Gil',
        empresa: { id: 1, nombre: 'Innovación Levante S.L.' },
        gestorComo: null,
      },
    },
  ],
  solicitudesBaja: null,
  ...extra,
});

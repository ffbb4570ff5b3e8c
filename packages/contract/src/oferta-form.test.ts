import { describe, expect, it } from 'vitest';
import { camposPendientes, fechasEnOrden, type OfertaValores, ofertaFormSchema } from './oferta-form';
import { ESTADOS_OFERTA, etiquetaEstadoOferta, etiquetasEstadoOferta } from './procesos';

const practicas = {
  idPerfil: 2,
  titulo: 'Prácticas de datos',
  plazas: '2',
  puestoTrabajo: 'Analista',
  departamento: 'Datos',
  descripcion: 'Apoyo al equipo de analítica.',
  tareasAdesarrollar: 'Informes y limpieza de datos.',
  horario: 'Mañanas',
  idProvincia: '46',
  localidad: 'València',
  titulaciones: ['1'],
  idTipoFormacion: '2',
  tutorNombre: 'Marta Gil',
  tutorCargo: 'Responsable',
  tutorEmail: 'marta@empresa.es',
  tutorTelefono: '963111222',
  horasDia: '',
  fechaInicio: '',
  urlInscripcionExterna: '',
};

const campos = (r: ReturnType<typeof ofertaFormSchema.safeParse>) =>
  r.success ? [] : r.error.issues.map((i) => i.path.join('.'));

describe('ofertaFormSchema', () => {
  it('acepta lo que entrega un formulario: textos numéricos, vacíos como no dados', () => {
    const r = ofertaFormSchema.parse(practicas);
    expect(r).toMatchObject({ idPerfil: 2, plazas: 2, idProvincia: 46, titulaciones: [1], modalidad: 'presencial' });
    expect(r.horasDia).toBeUndefined();
    expect(r.fechaInicio).toBeUndefined();
  });

  it('cada perfil exige lo suyo y descarta lo del otro', () => {
    const empleo = { ...practicas, idPerfil: 1 };
    expect(campos(ofertaFormSchema.safeParse(empleo))).toEqual(['idTipoContrato']);
    const ok = ofertaFormSchema.parse({ ...empleo, idTipoContrato: 1 });
    expect(ok).not.toHaveProperty('tutorNombre');
    const sinTutor = { ...practicas, tutorNombre: '', tutorEmail: '', tutorTelefono: '', tutorCargo: '', idTipoFormacion: '' };
    expect(campos(ofertaFormSchema.safeParse(sinTutor))).toEqual([
      'idTipoFormacion',
      'tutorNombre',
      'tutorCargo',
      'tutorEmail',
      'tutorTelefono',
    ]);
  });

  it('informa de todos los problemas a la vez', () => {
    expect(campos(ofertaFormSchema.safeParse({ idPerfil: 1 }))).toEqual([
      'titulo',
      'plazas',
      'puestoTrabajo',
      'departamento',
      'descripcion',
      'tareasAdesarrollar',
      'horario',
      'idProvincia',
      'localidad',
      'titulaciones',
      'idTipoContrato',
    ]);
  });

  it('rangos y formatos del spec §5', () => {
    const malo = {
      ...practicas,
      meses: '13',
      tiempoDedicacionJornada: '101',
      numeroDiasSemana: '8',
      horasDia: 'x',
      remuneracion: '-1',
      urlInscripcionExterna: 'empresa.es',
    };
    expect(campos(ofertaFormSchema.safeParse(malo))).toEqual([
      'horasDia',
      'remuneracion',
      'urlInscripcionExterna',
      'meses',
      'tiempoDedicacionJornada',
      'numeroDiasSemana',
    ]);
  });

  it('fechasEnOrden: inicio estrictamente anterior al fin; sin una de las dos no hay regla', () => {
    expect(fechasEnOrden('2026-01-01', '2026-01-02')).toBe(true);
    expect(fechasEnOrden('2026-01-02', '2026-01-02')).toBe(false);
    expect(fechasEnOrden('2026-02-01', '2026-01-02')).toBe(false);
    expect(fechasEnOrden(undefined, '2026-01-02')).toBe(true);
    expect(fechasEnOrden('2026-01-02', null)).toBe(true);
  });
});

describe('camposPendientes', () => {
  const valores: OfertaValores = {
    ...ofertaFormSchema.parse({ ...practicas, idPerfil: 1, idTipoContrato: 1 }),
    idPerfil: 1,
    requisitos: null,
    horasDia: null,
    remuneracion: null,
    fechaLimite: null,
    fechaInicio: null,
    fechaFin: null,
    idAreaFuncional: null,
    urlInscripcionExterna: null,
    documentacionNecesaria: null,
    idTipoFormacion: null,
    idPrograma: null,
    meses: null,
    tiempoDedicacionJornada: null,
    numeroDiasSemana: null,
    creditosMinimos: null,
    tutorNombre: null,
    tutorCargo: null,
    tutorEmail: null,
    tutorTelefono: null,
    soloTitulados: false,
    soloPostgrado: false,
  } as OfertaValores;

  it('una oferta completa no tiene pendientes; sin contrato, sí', () => {
    expect(camposPendientes(valores)).toEqual([]);
    expect(camposPendientes({ ...valores, idTipoContrato: null })).toEqual(['idTipoContrato']);
    expect(camposPendientes({ ...valores, idPerfil: 2 })).toEqual([
      'idTipoFormacion',
      'tutorNombre',
      'tutorCargo',
      'tutorEmail',
      'tutorTelefono',
    ]);
  });
});

describe('estados del proceso', () => {
  it('cada estado tiene etiqueta; el publicado es el 2 del spec', () => {
    for (const e of ESTADOS_OFERTA) expect(etiquetasEstadoOferta[e].es.length).toBeGreaterThan(3);
    expect(etiquetaEstadoOferta(2)).toBe('Publicada');
    expect(etiquetaEstadoOferta(42)).toBe('Estado 42');
  });
});

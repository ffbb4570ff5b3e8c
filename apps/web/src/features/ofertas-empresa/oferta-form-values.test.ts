import { MENSAJE_SIN_TITULACIONES, type OfertaValores } from '@puente/contract/oferta-form';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { hoyEnMadrid } from '@/lib/fechas';
import {
  MENSAJE_FECHA_LIMITE_PASADA,
  MENSAJE_FECHAS_DESORDENADAS,
  type OfertaFormValues,
  ofertaResolver,
  perfilDeTipo,
  valoresDeOferta,
  valoresVacios,
} from './oferta-form-values';

const opciones = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<OfertaFormValues>;
const resolver = (values: OfertaFormValues) => ofertaResolver(values, undefined, opciones);

const practicas: OfertaFormValues = {
  ...valoresVacios(2),
  titulo: 'Prácticas de datos',
  puestoTrabajo: 'Analista',
  departamento: 'Datos',
  descripcion: 'Preparar informes.',
  tareasAdesarrollar: 'Limpiar datos.',
  horario: 'De 9:00 a 14:00',
  idProvincia: '46',
  localidad: 'València',
  titulaciones: [41],
  idTipoFormacion: '2',
  meses: '6',
  remuneracion: '650,50',
  tutorNombre: 'Marta Ruiz',
  tutorCargo: 'Jefa de equipo',
  tutorEmail: 'tutoria@example.es',
  tutorTelefono: '600000000',
};

describe('the offer form resolver (the contract schema plus the date order)', () => {
  it('turns the inputs into the contract payload of the chosen profile', async () => {
    const { values, errors } = await resolver(practicas);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ idPerfil: 2, plazas: 1, idProvincia: 46, meses: 6, remuneracion: 650.5, titulaciones: [41] });
    // The other profile's fields are dropped; blanks are "not given".
    expect(values).not.toHaveProperty('idTipoContrato');
    expect((values as { horasDia?: number }).horasDia).toBeUndefined();
  });

  it('reports every missing field at once with the spec messages', async () => {
    const { errors } = await resolver(valoresVacios(1));
    expect(errors.titulo?.message).toBe('Este campo es requerido');
    expect(errors.idTipoContrato?.message).toBe('Este campo es requerido');
    expect(errors.titulaciones?.message).toBe(MENSAJE_SIN_TITULACIONES);
    expect(errors.tutorNombre).toBeUndefined();
  });

  it('flags a start date after the end date even while other fields are missing', async () => {
    const { errors } = await resolver({ ...valoresVacios(2), fechaInicio: '2099-06-30', fechaFin: '2099-06-01' });
    expect(errors.fechaFin?.message).toBe(MENSAJE_FECHAS_DESORDENADAS);
    expect(errors.titulo).toBeDefined();
    const enOrden = await resolver({ ...practicas, fechaInicio: '2099-06-01', fechaFin: '2099-06-30' });
    expect(enOrden.errors).toEqual({});
  });
});

describe('valoresDeOferta', () => {
  it("refuses a deadline before Madrid's today, as the API would, while other fields are missing too", async () => {
    const ayer = hoyEnMadrid(new Date(Date.now() - 86_400_000));
    expect((await resolver({ ...practicas, fechaLimite: ayer })).errors.fechaLimite?.message).toBe(MENSAJE_FECHA_LIMITE_PASADA);
    expect((await resolver({ ...valoresVacios(2), fechaLimite: ayer })).errors.fechaLimite?.message).toBe(
      MENSAJE_FECHA_LIMITE_PASADA,
    );
    expect((await resolver({ ...practicas, fechaLimite: hoyEnMadrid() })).errors).toEqual({});
    // Madrid's day, not the browser's: 23:30 UTC on 31 December is already 1 January there.
    expect(hoyEnMadrid(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('fills the inputs from the stored offer, nulls as blanks', async () => {
    const guardada: OfertaValores = {
      idPerfil: 2,
      titulo: 'Copia',
      plazas: 2,
      puestoTrabajo: 'Analista',
      departamento: 'Datos',
      descripcion: 'Texto',
      tareasAdesarrollar: 'Tareas',
      requisitos: null,
      horario: 'Mañanas',
      horasDia: 5,
      remuneracion: null,
      modalidad: 'hibrida',
      idProvincia: 46,
      localidad: 'València',
      fechaLimite: '2099-01-31',
      fechaInicio: null,
      fechaFin: null,
      idAreaFuncional: null,
      titulaciones: [41, 33],
      urlInscripcionExterna: null,
      soloUniversidad: false,
      requiereCvPropio: true,
      documentacionNecesaria: null,
      idTipoContrato: 1,
      soloTitulados: false,
      soloPostgrado: false,
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
    };
    const valores = valoresDeOferta(guardada);
    expect(valores).toMatchObject({ plazas: '2', horasDia: '5', remuneracion: '', modalidad: 'hibrida', idTipoFormacion: '' });
    // A copy to internships still lacks the internship type and the tutor.
    const { errors } = await resolver(valores);
    expect(Object.keys(errors).sort()).toEqual(['idTipoFormacion', 'tutorCargo', 'tutorEmail', 'tutorNombre', 'tutorTelefono']);
  });

  it('reads the profile of /nueva-oferta/{tipo}', () => {
    expect(perfilDeTipo('empleo')).toBe(1);
    expect(perfilDeTipo('practicas')).toBe(2);
    expect(perfilDeTipo('otra')).toBeNull();
    expect(perfilDeTipo(undefined)).toBeNull();
  });
});

import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearOferta } from '../candidaturas/test-fixtures';

/** Issue 11: applying reads the CV (rules 26, 34, 54, 534/540 of docs/candidaturas.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const estudioPropio = {
  titulo: 'Ciclo de administración',
  centro: 'IES Turia',
  finalizado: true,
  fechaInicio: '2018-09-01',
  fechaFin: '2020-06-30',
};
const inscribirse = async (token: string, url: string) =>
  (await t.call(endpoints.inscribirse, { urlOferta: url }, token)).body.status;

describe('las reglas de inscripción leen el CV', () => {
  it('26 cuenta también los estudios fuera del catálogo', async () => {
    const a = await crearAlumno(t, { estudios: [] });
    const o = await crearOferta(t, { titulaciones: [] });
    expect(await inscribirse(a.token, o.url)).toBe(26);
    expect((await t.call(endpoints.addEstudio, estudioPropio, a.token)).body.status).toBe(0);
    expect(await inscribirse(a.token, o.url)).toBe(502);
  });

  it('un estudio fuera del catálogo no cumple las reglas de titulación (96: la oferta pide estudios universitarios)', async () => {
    const a = await crearAlumno(t, { estudios: [] });
    await t.call(endpoints.addEstudio, estudioPropio, a.token);
    expect(await inscribirse(a.token, (await crearOferta(t, { titulaciones: [33] })).url)).toBe(96);
  });

  it('54 con la búsqueda activa desactivada desde el CV, y se inscribe al activarla', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t, { perfil: 2 });
    await t.call(endpoints.editDatosBusquedaActivaPracticas, { activa: false }, a.token);
    expect(await inscribirse(a.token, o.url)).toBe(54);
    await t.call(endpoints.editDatosBusquedaActivaPracticas, { activa: true }, a.token);
    expect(await inscribirse(a.token, o.url)).toBe(502);
  });

  it('34: oferta de empleo, nacionalidad de fuera de la UE/EEE/Suiza y sin permiso de trabajo', async () => {
    const a = await crearAlumno(t);
    const empleo = await crearOferta(t);
    const practicas = await crearOferta(t, { perfil: 2 });
    const cv = await t.call(
      endpoints.editDatosPersonales,
      { nombre: 'Ana', apellido1: 'Reyes', telefono: '611000111', nacionalidad: 34 },
      a.token,
    );
    expect(cv.body.datos).toMatchObject({ necesitaPermisoTrabajo: true, tienePermisoTrabajo: false });
    expect(await inscribirse(a.token, empleo.url)).toBe(34);
    // Internships are training, not work: no permit asked.
    expect(await inscribirse(a.token, practicas.url)).toBe(502);
    await t.call(endpoints.editPermisoTrabajo, { permiso: true }, a.token);
    expect(await inscribirse(a.token, empleo.url)).toBe(502);
  });

  it('34 no se pide a nacionales de la UE, del EEE ni de Suiza; sí de Reino Unido', async () => {
    for (const [pais, necesita] of [
      [1, false],
      [17, false],
      [29, false],
      [30, false],
      [28, true],
      [32, true],
    ] as const) {
      const a = await crearAlumno(t);
      const cv = await t.call(
        endpoints.editDatosPersonales,
        { nombre: 'Ana', apellido1: 'Reyes', telefono: '611000111', nacionalidad: pais },
        a.token,
      );
      expect(cv.body.datos.necesitaPermisoTrabajo, `país ${pais}`).toBe(necesita);
    }
  });

  it('con cvObligatorio, 534 (prácticas) y 540 (empleo) mientras falten datos obligatorios o estudios', async () => {
    const marca = t.services.brand;
    const antes = marca.cvObligatorio;
    marca.cvObligatorio = true;
    try {
      // The fixture has no phone and no nationality, both required by the demo brand.
      const a = await crearAlumno(t);
      const empleo = await crearOferta(t, { titulaciones: [] });
      const practicas = await crearOferta(t, { perfil: 2, titulaciones: [] });
      expect(await inscribirse(a.token, empleo.url)).toBe(540);
      expect(await inscribirse(a.token, practicas.url)).toBe(534);
      const ficha = await t.call(endpoints.oferta, { url: empleo.url }, a.token);
      expect(ficha.body.datos.motivoNoInscripcion?.codigo).toBe(540);
      await t.call(
        endpoints.editDatosPersonales,
        { nombre: 'Ana', apellido1: 'Reyes', telefono: '611000111', nacionalidad: 1 },
        a.token,
      );
      expect(await inscribirse(a.token, empleo.url)).toBe(502);

      const sinEstudios = await crearAlumno(t, { estudios: [] });
      await t.call(
        endpoints.editDatosPersonales,
        { nombre: 'Eva', apellido1: 'Gil', telefono: '611000112', nacionalidad: 1 },
        sinEstudios.token,
      );
      expect(await inscribirse(sinEstudios.token, practicas.url)).toBe(534);
    } finally {
      marca.cvObligatorio = antes;
    }
  });
});

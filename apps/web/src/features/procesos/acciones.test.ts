import '@/test/setup';
import { describe, expect, it } from 'vitest';
import { brandFixture } from '@/test/brand-fixture';
import { accionesDeResumen } from './acciones';

const demo = brandFixture({ ofertas: { permitirDuplicar: true, permitirBorrar: true, validacion: 'manual' } });
const sinDuplicarNiEmpleo = brandFixture(
  { ofertas: { permitirDuplicar: false, permitirBorrar: false, validacion: 'automatica' } },
  { withoutEmpleo: true },
);

describe('accionesDeResumen (the rules the API answers with in dameDatosProceso)', () => {
  it('a pending offer within its deadline can be edited, closed, duplicated and deleted', () => {
    expect(accionesDeResumen({ idEstado: 1, idPerfil: 2, plazoCerrado: false }, demo)).toEqual({
      editar: true,
      reenviar: false,
      cerrar: true,
      duplicar: true,
      duplicarPerfilContrario: true,
      borrar: true,
    });
  });

  it('only pending and within the deadline is editable; closed and rejected offers are not closable', () => {
    expect(accionesDeResumen({ idEstado: 1, idPerfil: 1, plazoCerrado: true }, demo).editar).toBe(false);
    expect(accionesDeResumen({ idEstado: 2, idPerfil: 1, plazoCerrado: false }, demo)).toMatchObject({
      editar: false,
      cerrar: true,
    });
    expect(accionesDeResumen({ idEstado: 3, idPerfil: 1, plazoCerrado: false }, demo).cerrar).toBe(false);
    expect(accionesDeResumen({ idEstado: 4, idPerfil: 1, plazoCerrado: false }, demo).cerrar).toBe(false);
  });

  it('an offer the university asked changes to is edited and resubmitted within its deadline, and can be closed', () => {
    expect(accionesDeResumen({ idEstado: 6, idPerfil: 1, plazoCerrado: false }, demo)).toMatchObject({
      editar: true,
      reenviar: true,
      cerrar: true,
    });
    expect(accionesDeResumen({ idEstado: 6, idPerfil: 1, plazoCerrado: true }, demo)).toMatchObject({
      editar: false,
      reenviar: false,
    });
  });

  it('hides what the brand forbids: duplicate, delete, and a copy to jobs without jobs', () => {
    expect(accionesDeResumen({ idEstado: 2, idPerfil: 2, plazoCerrado: false }, sinDuplicarNiEmpleo)).toEqual({
      editar: false,
      reenviar: false,
      cerrar: true,
      duplicar: false,
      duplicarPerfilContrario: false,
      borrar: false,
    });
    const soloSinEmpleo = brandFixture({}, { withoutEmpleo: true });
    expect(accionesDeResumen({ idEstado: 2, idPerfil: 2, plazoCerrado: false }, soloSinEmpleo).duplicarPerfilContrario).toBe(
      false,
    );
    expect(accionesDeResumen({ idEstado: 2, idPerfil: 1, plazoCerrado: false }, soloSinEmpleo).duplicarPerfilContrario).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ambitos } from './ambitos';
import { areasFuncionales } from './areas-funcionales';
import { centrosEducativos } from './centros-educativos';
import { localidades } from './localidades';
import { motivosCambioEstado } from './motivos-cambio-estado';
import { paises } from './paises';
import { programasInformaticos } from './programas-informaticos';
import { provincias } from './provincias';
import { sectoresActividad } from './sectores-actividad';
import { tagsInteres } from './tags-interes';
import { tiposContrato } from './tipos-contrato';
import { tiposFormacion } from './tipos-formacion';
import { areasTitulacion, nivelesTitulacion, titulaciones } from './titulaciones';

const listas: Record<string, readonly { id: number }[]> = {
  paises,
  provincias,
  localidades,
  areasFuncionales,
  sectoresActividad,
  tiposContrato,
  ambitos,
  tiposFormacion,
  tagsInteres,
  programasInformaticos,
  nivelesTitulacion,
  areasTitulacion,
  titulaciones,
  centrosEducativos,
};

const idsProvincia = new Set(provincias.map((p) => p.id));

describe('seed reference data', () => {
  it('has the 52 Spanish provinces with INE ids 1..52', () => {
    expect(provincias).toHaveLength(52);
    expect(provincias.map((p) => p.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    expect(provincias.find((p) => p.id === 28)?.nombre).toBe('Madrid');
    expect(provincias.find((p) => p.id === 51)?.nombre).toBe('Ceuta');
    expect(provincias.find((p) => p.id === 52)?.nombre).toBe('Melilla');
  });

  it('has Spain as country id 1', () => {
    expect(paises.find((p) => p.id === 1)).toEqual({ id: 1, es: 'España', en: 'Spain' });
  });

  it.each(Object.entries(listas))('has unique ids in %s', (_, lista) => {
    expect(lista.length).toBeGreaterThan(0);
    expect(new Set(lista.map((x) => x.id)).size).toBe(lista.length);
  });

  it('has unique idMotivo in motivosCambioEstado', () => {
    expect(new Set(motivosCambioEstado.map((m) => m.idMotivo)).size).toBe(motivosCambioEstado.length);
  });

  it('points every localidad at an existing province and gives every province one', () => {
    for (const l of localidades) expect(idsProvincia, l.nombre).toContain(l.idProvincia);
    expect(new Set(localidades.map((l) => l.idProvincia)).size).toBe(52);
  });

  it('points every centro educativo at an existing province and one of its localidades', () => {
    for (const c of centrosEducativos) {
      expect(idsProvincia, c.nombre).toContain(c.idProvincia);
      expect(
        localidades.some((l) => l.idProvincia === c.idProvincia && l.nombre === c.localidad),
        `${c.nombre} (${c.localidad})`,
      ).toBe(true);
    }
    expect(new Set(centrosEducativos.map((c) => c.idProvincia)).size).toBeGreaterThanOrEqual(20);
  });

  it('points every titulación at an existing level and area', () => {
    const niveles = new Set(nivelesTitulacion.map((n) => n.id));
    const areas = new Set(areasTitulacion.map((a) => a.id));
    for (const t of titulaciones) {
      expect(niveles, t.nombre).toContain(t.idNivel);
      expect(areas, t.nombre).toContain(t.idArea);
    }
  });

  it('has at least 6 reasons for a student rejecting a pre-registration (idEstado 17)', () => {
    expect(motivosCambioEstado.filter((m) => m.idEstado === 17).length).toBeGreaterThanOrEqual(6);
    expect(motivosCambioEstado.filter((m) => m.idEstado === 5).length).toBeGreaterThanOrEqual(5);
    expect(motivosCambioEstado.filter((m) => m.idEstado === 7)).toHaveLength(3);
  });
});

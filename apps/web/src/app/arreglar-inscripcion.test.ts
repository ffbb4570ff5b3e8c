import { PortalCodes as C } from '@puente/contract/errors/codes';
import { describe, expect, it } from 'vitest';
import { arreglarInscripcion } from './arreglar-inscripcion';
import './route-table';

const href = (codigo: number, hrefOferta?: string) => arreglarInscripcion(codigo, 'oferta-1', hrefOferta)?.href ?? null;

describe('the link that fixes a refusal (issue 11)', () => {
  it('sends each CV reason to its section of Mi CV', () => {
    expect(href(C.BUSQUEDA_ACTIVA_REQUERIDA)).toBe('/cv#busqueda');
    expect(href(C.SIN_ESTUDIOS)).toBe('/cv#formacion');
    expect(href(C.FORMACION_REQUERIDA)).toBe('/cv#formacion');
    expect(href(C.CREDITOS_INSUFICIENTES)).toBe('/cv#formacion');
    expect(href(C.CV_PROPIO_REQUERIDO)).toBe('/cv#documentos');
    expect(href(C.PERMISO_TRABAJO_REQUERIDO)).toBe('/cv#permiso');
  });

  it('sends the whole-profile warnings to Mi CV with "Completar mi CV"', () => {
    for (const codigo of [C.AVISO_DATOS_OBLIGATORIOS, C.COMPLETAR_PERFIL, C.COMPLETAR_CV]) {
      expect(arreglarInscripcion(codigo, 'oferta-1')).toEqual({ accion: 'completarCv', href: '/cv' });
    }
  });

  it("hands in an offer's document on the offer's page, not in Mi CV", () => {
    expect(href(C.FALTA_DOCUMENTACION, '/ofertas-practicas/oferta-1')).toBe('/ofertas-practicas/oferta-1#documentacion');
    // On the offer's page itself the upload is there: no link.
    expect(arreglarInscripcion(C.FALTA_DOCUMENTACION, 'oferta-1')).toBeNull();
  });

  it('links candidacies, and nothing for what the student cannot change', () => {
    expect(href(C.MAXIMO_CANDIDATURAS)).toBe('/mis-candidaturas');
    expect(href(C.YA_CANDIDATO)).toBe('/mis-candidaturas/oferta-1');
    expect(href(C.OFERTA_OTRA_TITULACION)).toBeNull();
  });
});

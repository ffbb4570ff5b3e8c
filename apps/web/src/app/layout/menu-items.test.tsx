import { describe, expect, it } from 'vitest';
import { brandFixture } from '@/test/brand-fixture';
import { buildMenu } from './menu-items';
import { formatDocumentTitle } from './use-document-title';

const routes = (sections: ReturnType<typeof buildMenu>) => sections.flatMap((s) => s.items.map((i) => i.route));

describe('side menu', () => {
  it('shows every student section when the brand enables them', () => {
    const items = routes(buildMenu({ userType: 'Alumno', brand: brandFixture(), hasEducationRequests: false }));
    expect(items).toEqual(
      expect.arrayContaining(['ofertasEmpleo', 'eventos', 'guiasOrientacion', 'ayuda', 'programasActivos', 'cv']),
    );
    expect(items).not.toContain('miEmpresa');
  });

  it('hides what the brand flags hide', () => {
    const brand = brandFixture(
      {},
      { withoutEmpleo: true, hasEventos: false, hasGuiasOrientacion: false, hashelp: false, hasProgramaPracticasActivo: false },
    );
    const items = routes(buildMenu({ userType: 'Alumno', brand, hasEducationRequests: false }));
    for (const hidden of ['ofertasEmpleo', 'eventos', 'guiasOrientacion', 'ayuda', 'programasActivos'])
      expect(items).not.toContain(hidden);
    expect(items).toContain('ofertasPracticas');
  });

  it('gives companies their own items, agreements and changes behind flags', () => {
    const open = routes(buildMenu({ userType: 'Empresa', brand: brandFixture(), hasEducationRequests: true }));
    expect(open).toEqual(
      expect.arrayContaining(['misOfertas', 'nuevoConvenio', 'solicitarCambioPracticas', 'solicitudesPracticasEducacion']),
    );
    const closed = routes(
      buildMenu({
        userType: 'Empresa',
        brand: brandFixture({}, { canCrearConvenios: false, canCambiarPracticas: false }),
        hasEducationRequests: false,
      }),
    );
    for (const hidden of ['subirConvenioFirmado', 'nuevoConvenio', 'solicitarCambioPracticas', 'solicitudesPracticasEducacion'])
      expect(closed).not.toContain(hidden);
    expect(closed).not.toContain('cv');
  });
});

describe('document title', () => {
  it('is "<title> · <brand>" with the unread count only when there is one', () => {
    expect(formatDocumentTitle('Mi currículum', 'Puente', 0)).toBe('Mi currículum · Puente');
    expect(formatDocumentTitle('Mi currículum', 'Puente', 3)).toBe('Mi currículum · Puente (3)');
  });
});

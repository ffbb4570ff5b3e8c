import { describe, expect, it } from 'vitest';
import { enlacesFaltan, SECCIONES_CV } from './secciones';

describe('enlacesFaltan', () => {
  it('links each missing section to its anchor, in page order', () => {
    expect(enlacesFaltan(['documentos', 'idiomas', 'personales'])).toEqual([
      { seccion: 'personales', href: '#personales' },
      { seccion: 'idiomas', href: '#idiomas' },
      { seccion: 'documentos', href: '#documentos' },
    ]);
  });

  it('leaves out a key the page has no section for', () => {
    expect(enlacesFaltan(['otra', 'foto'])).toEqual([{ seccion: 'foto', href: '#foto' }]);
  });

  it('keeps the anchors other screens link to', () => {
    for (const ancla of ['busqueda', 'documentos', 'formacion', 'personales']) expect(SECCIONES_CV).toContain(ancla);
  });
});

import { marcasDeUsted } from '@puente/contract/registro';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Every Spanish catalogue of the web: the root es.json and each area's. */
const catalogos = import.meta.glob<Tree>(['./es.json', './*/es.json'], { eager: true, import: 'default' });

function textos(tree: Tree, prefijo = ''): [string, string][] {
  return Object.entries(tree).flatMap(([clave, valor]) => {
    const ruta = prefijo ? `${prefijo}.${clave}` : clave;
    return typeof valor === 'string' ? [[ruta, valor] as [string, string]] : textos(valor, ruta);
  });
}

describe('Spanish catalogues speak as «tú» to every reader (decision 032)', () => {
  it('finds all the catalogues', () => {
    expect(Object.keys(catalogos).length).toBeGreaterThan(20);
  });

  it('no text carries a mark of «usted» (usted, «Revise…», «¿Desea…?», «su empresa»)', () => {
    const conUsted = Object.entries(catalogos).flatMap(([fichero, arbol]) =>
      textos(arbol)
        .filter(([, texto]) => marcasDeUsted(texto).length > 0)
        .map(([clave, texto]) => `${fichero} ${clave}: ${texto}`),
    );
    expect(conUsted).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './errors/catalogue';
import { marcasDeUsted } from './registro';

describe('marcasDeUsted (decision 032: «tú» for every reader)', () => {
  it('finds «usted», formal imperatives where an instruction starts, formal questions and «su empresa»', () => {
    expect(marcasDeUsted('Usted')).not.toEqual([]);
    expect(marcasDeUsted('Indique quién firma el convenio.')).not.toEqual([]);
    expect(marcasDeUsted('La empresa aún no tiene contactos: añada uno.')).not.toEqual([]);
    expect(marcasDeUsted('Los convenios. Descargue el que se generó.')).not.toEqual([]);
    expect(marcasDeUsted('¿Quiere guardar los cambios?')).not.toEqual([]);
    expect(marcasDeUsted('Todavía no hay prácticas en su empresa.')).not.toEqual([]);
  });

  it('leaves «tú», the third person and impersonal forms alone', () => {
    for (const texto of [
      'Indica quién firma el convenio.',
      'La nueva persona de contacto recibirá un correo para establecer su contraseña.',
      '«{{titulo}}» tiene 2 candidatos: sus candidaturas pasarán a «Oferta cancelada».',
      'Si el problema sigue, puede que el servicio esté caído unos minutos.',
      'Solo podrán inscribirse quienes hayan subido su propio CV.',
      'Cuando el estudiante suba el documento, te avisaremos.',
      'Consulta sus condiciones y si puedes participar.',
    ]) {
      expect(marcasDeUsted(texto), texto).toEqual([]);
    }
  });

  it("keeps the spec's own quotes ('¿Desea continuar?', spec §2)", () => {
    expect(marcasDeUsted('¿Desea continuar?')).toEqual([]);
  });

  it('the error catalogue speaks as «tú»', () => {
    const conUsted = Object.values(errorCatalogue).flatMap((entrada) =>
      [entrada.es.titulo, entrada.es.cuerpo, entrada.es.boton ?? '']
        .filter((texto) => marcasDeUsted(texto).length > 0)
        .map((texto) => `${entrada.code}: ${texto}`),
    );
    expect(conUsted).toEqual([]);
  });
});

import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { MENSAJES } from '@puente/contract/validation/messages';
import { describe, expect, it } from 'vitest';
import { leerImagen } from './leer-imagen';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("the event's main image, checked in the browser", () => {
  it('takes a PNG by its content and keeps it for the API and the preview', async () => {
    const leida = await leerImagen(new File([PNG], 'Cartel.PNG', { type: 'image/png' }));
    expect(leida).toEqual({
      nombre: 'Cartel.PNG',
      extension: 'png',
      ficheroB64: 'iVBORw0KGgoAAAAN',
      url: 'data:image/png;base64,iVBORw0KGgoAAAAN',
    });
  });

  it("refuses another type, a renamed text and more than 2 MB in spec §5's words", async () => {
    expect(await leerImagen(new File(['%PDF-1.4'], 'cartel.pdf'))).toEqual({ error: MENSAJES.ficheroNoPermitido });
    expect(await leerImagen(new File(['no soy una imagen'], 'cartel.jpg'))).toEqual({ error: MENSAJES.ficheroNoPermitido });
    const grande = new File([new Uint8Array(SUBIDA_MAX_BYTES + 1)], 'cartel.jpeg');
    expect(await leerImagen(grande)).toEqual({ error: MENSAJES.ficheroDemasiadoGrande });
  });
});

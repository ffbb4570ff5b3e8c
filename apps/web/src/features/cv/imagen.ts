import { FOTO_MAX_PX } from './foto-constantes';

/** The square cut of a photo and the size it is drawn at: the centre square, at most `max` px a side (spec §9: 1000). */
export interface Recorte {
  /** Where the square starts in the original, and its side. */
  sx: number;
  sy: number;
  lado: number;
  /** Side of the image sent. */
  salida: number;
}

export function recorteCuadrado(ancho: number, alto: number, max = FOTO_MAX_PX): Recorte {
  if (!(ancho > 0 && alto > 0)) throw new Error('La imagen no tiene medidas');
  const lado = Math.min(ancho, alto);
  return {
    sx: Math.floor((ancho - lado) / 2),
    sy: Math.floor((alto - lado) / 2),
    lado,
    salida: Math.min(lado, max),
  };
}

/** Decodes an image file in the browser. */
export function cargarImagen(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const imagen = new Image();
    imagen.onload = () => {
      URL.revokeObjectURL(url);
      resolve(imagen);
    };
    imagen.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('imagen ilegible'));
    };
    imagen.src = url;
  });
}

/**
 * The photo cut to its centre square and scaled to ≤ 1000 px on a canvas,
 * as a JPEG: the API refuses a larger one (526), so the student never sees it.
 */
export async function fotoCuadrada(file: Blob, max = FOTO_MAX_PX): Promise<Blob> {
  const imagen = await cargarImagen(file);
  const { sx, sy, lado, salida } = recorteCuadrado(imagen.naturalWidth, imagen.naturalHeight, max);
  const canvas = document.createElement('canvas');
  canvas.width = salida;
  canvas.height = salida;
  const contexto = canvas.getContext('2d');
  if (!contexto) throw new Error('sin canvas');
  // A transparent PNG would turn black as a JPEG.
  contexto.fillStyle = '#ffffff';
  contexto.fillRect(0, 0, salida, salida);
  contexto.imageSmoothingQuality = 'high';
  contexto.drawImage(imagen, sx, sy, lado, lado, 0, 0, salida, salida);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('sin imagen'))), 'image/jpeg', 0.9);
  });
}

import type { AnexoPracticas, AportanteDocumento, DocumentoRequerido, TipoPractica } from '@puente/contract/practicas-empresa';
import { formatFecha } from '../../lib/fecha';
import { enlace } from '../../lib/practica';
import { e } from './practica-vista';
import type { FilaRequerido, PracticasEmpresaRepository } from './practicas-empresa.repository';

// What the company's and the staff's paperwork services share: the uploads' bytes and the views of what staff publish.

export const bytes = (b64: string) => Buffer.from(b64, 'base64');

export const vistaRequerido = (r: FilaRequerido): DocumentoRequerido => ({
  idDocumentoRequerido: r.id,
  nombre: r.nombre,
  descripcion: r.descripcion,
  aportadoPor: r.aportadoPor as AportanteDocumento,
  tipoPractica: r.tipoPractica as TipoPractica | null,
  enlacePlantilla: r.idArchivoPlantilla ? enlace(e.descargaPlantillaDocumentoPractica.path, r.id) : null,
});

/** The published annexes as companies read them; staff get the new one back in the same shape. */
export async function vistasAnexos(repo: Pick<PracticasEmpresaRepository, 'anexos'>): Promise<AnexoPracticas[]> {
  return (await repo.anexos()).map((a) => ({
    id: a.id,
    titulo: a.titulo,
    descripcion: a.descripcion,
    nombre: a.nombre,
    fecha: formatFecha(a.creadoEn) ?? '',
    enlace: enlace(e.descargaAnexoPracticas.path, a.id),
  }));
}

import { cvArchivosEndpoints as ca } from '@puente/contract/endpoints/cv-archivos';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** The student's CV files: photo, documents and the CV as PDF (modules/cv-archivos). */
export const cvArchivosAlumnoRoutes = (s: Pick<Services, 'cvArchivos'>) => [
  bind(ca.editImagenPerfil, ({ caller, input, request }) => s.cvArchivos.cambiarFoto(caller, input, idiomaDe(request))),
  bind(ca.delImagenPerfil, ({ caller, request }) => s.cvArchivos.quitarFoto(caller, idiomaDe(request))),
  bindFile(ca.imagenPerfil, ({ caller }) => s.cvArchivos.foto(caller)),
  bind(ca.addDoc, ({ caller, input, request }) => s.cvArchivos.anadirDocumento(caller, input, idiomaDe(request))),
  bind(ca.delDoc, ({ caller, input, request }) => s.cvArchivos.borrarDocumento(caller, input.id, idiomaDe(request))),
  bindFile(ca.descargaDoc, ({ caller, input }) => s.cvArchivos.descargarDocumento(caller, input.id)),
  bindFile(ca.descargaCv, ({ caller, request }) => s.cvArchivos.pdf(caller, idiomaDe(request))),
];

import { cvArchivosEndpoints as ca } from '@puente/contract/endpoints/cv-archivos';
import { bind, bindFile } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/** A candidate's CV, photo, documents and PDF, for candidacies to the company's own offers (modules/cv-archivos). */
export const cvCandidatoEmpresaRoutes = (s: Pick<Services, 'cvCandidato'>) => [
  bind(ca.dameCvCandidato, ({ caller, input, request }) => s.cvCandidato.cv(caller, input.id, idiomaDe(request))),
  bindFile(ca.descargaCvCandidato, ({ caller, input, request }) => s.cvCandidato.pdf(caller, input.id, idiomaDe(request))),
  bindFile(ca.imagenCandidato, ({ caller, input }) => s.cvCandidato.foto(caller, input.id)),
  bindFile(ca.descargaDocCandidato, ({ caller, input }) => s.cvCandidato.documento(caller, input.id, input.idDoc)),
];

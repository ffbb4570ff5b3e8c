import type { FileStorage } from '../../lib/storage/storage';
import type { SupresionRepository } from './supresion.repository';

/** Why an erased student's identity and payment data stay, blocked: recorded beside them. */
export const BASE_LEGAL_BLOQUEO =
  'LOPDGDD art. 32 y RD 592/2014: datos de prácticas que la universidad debe conservar, bloqueados tras la supresión';

/**
 * A student's erasure (RGPD art. 17), the one way both the student's own
 * "Eliminar mi cuenta" and staff accepting a request take (decision 046): in
 * the caller's transaction, it blocks what the law keeps, removes their
 * files, erases or anonymises the rest and forgets the mails sent to them.
 * Ending their sessions is the caller's, after the commit.
 */
export class SupresionService {
  constructor(private readonly deps: { repo: SupresionRepository; storage: Pick<FileStorage, 'delete'> }) {}

  async suprimirAlumno(idAlumno: number) {
    const { repo, storage } = this.deps;
    const email = await repo.email(idAlumno);
    const bloqueado = await repo.bloquear(idAlumno, BASE_LEGAL_BLOQUEO);
    const archivos = await repo.archivosPersonales(idAlumno);
    for (const id of archivos) await storage.delete(id);
    const borrado = await repo.anonimizar(idAlumno);
    if (email) await repo.olvidarCorreos(email);
    return { borrado: { ...borrado, archivos: archivos.length }, conservado: await repo.conservado(idAlumno), bloqueado };
  }

  /**
   * A company contact's erasure, in the caller's transaction: refused (`borrado` null) while a company of theirs has no
   * other active contact; otherwise they leave every company, their copies go, the account is anonymised and
   * the mails sent to them forget the address. Nothing is blocked: no law keeps a contact's data.
   */
  async suprimirContacto(idContacto: number) {
    const { repo, storage } = this.deps;
    const sinOtro = await repo.empresasSinOtroContacto(idContacto, true);
    if (sinOtro.length > 0) return { sinOtroContacto: sinOtro, borrado: null };
    const email = await repo.emailContacto(idContacto);
    const archivos = await repo.archivosContacto(idContacto);
    for (const id of archivos) await storage.delete(id);
    const borrado = await repo.anonimizarContacto(idContacto);
    if (email) await repo.olvidarCorreos(email);
    return { sinOtroContacto: [], borrado: { ...borrado, archivos: archivos.length } };
  }

  /** The companies of a contact that would be left without anyone (the page says so before they try). */
  empresasSinOtroContacto(idContacto: number) {
    return this.deps.repo.empresasSinOtroContacto(idContacto);
  }

  /** What the university keeps of a student, counted (the erasure page tells them before they confirm). */
  conservado(idAlumno: number) {
    return this.deps.repo.conservado(idAlumno);
  }

  bloqueados(idAlumno: number) {
    return this.deps.repo.bloqueados(idAlumno);
  }
}

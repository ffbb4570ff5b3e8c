import { IDIOMA_POR_DEFECTO } from '@puente/contract/constants';
import { ETIQUETAS_MOTIVO_RECHAZO_EMPRESA, type MotivoRechazoEmpresa } from '@puente/contract/empresa-cuenta';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { CorreoService } from '../correo/correo.service';
import type { AltaEmpresaRepository } from './alta-empresa.repository';
import { nuevoEnlace, VALIDEZ_CORRECCION_MS, VALIDEZ_ESTABLECER_MS } from './alta-empresa-comun';

interface Deps {
  repo: AltaEmpresaRepository;
  correo: Pick<CorreoService, 'encolar'>;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

/**
 * The university's validation queue of company sign-ups (issue 12): the
 * pending companies with their contacts, validating (each contact still
 * without a password gets its set-password link) and rejecting with a
 * reason mailed to the contacts. It shares the repository with the
 * portal's AltaEmpresaService; every mail goes through the outbox in the
 * unit of work of the decision.
 */
export class AltaEmpresaGestionService {
  constructor(private readonly deps: Deps) {}

  private gestor(caller: Caller) {
    if (caller.tipo !== 'gestor') throw rechazo(PortalCodes.SIN_PERMISOS);
  }

  /** Staff's queue: companies waiting for validation, oldest first, with their contacts. */
  async empresasPendientes(caller: Caller) {
    this.gestor(caller);
    const empresas = await this.deps.repo.empresasPendientes();
    const contactos = await this.deps.repo.contactosDe(empresas.map((e) => e.id));
    return empresas.map((e) => ({
      idEmpresa: e.id,
      cif: e.cif,
      nombreFiscal: e.nombre,
      nombreComercial: e.nombreComercial,
      creadaEn: e.creadoEn.toISOString(),
      contactos: contactos
        .filter((c) => c.idEmpresa === e.id)
        .map((c) => ({ idContacto: c.id, nombre: c.nombre, apellidos: c.apellidos, email: c.email })),
      reenvios: e.reenvios,
      reenviada: e.reenvios > 0,
      reenviadaEn: e.reenviadaEn?.toISOString() ?? null,
    }));
  }

  /**
   * Why a decision on `idEmpresa` is refused: 24 when there is no such
   * company (the web reports it: staff's list and the database disagree),
   * 48 when it is no longer pending (already validated, rejected or blocked).
   */
  private async noDecidible(idEmpresa: number): Promise<never> {
    const empresa = await this.deps.repo.empresa(idEmpresa);
    throw rechazo(empresa ? PortalCodes.ACCION_NO_PERMITIDA : PortalCodes.PROBLEMA_EMPRESA);
  }

  /**
   * Validates a pending sign-up: every active contact still without a
   * password gets a set-password link (72 h) by mail, all in the unit of work
   * of the change, audited. Contacts keep no language, so the mail is in the
   * portal's default one.
   */
  async validarEmpresa(caller: Caller, idEmpresa: number) {
    this.gestor(caller);
    const hecho = await this.deps.withTransaction(async () => {
      const empresa = await this.deps.repo.decidir(idEmpresa, { estado: 'validada' });
      if (!empresa) return false;
      // The sign-up's contact always has an e-mail; one without got its password from a colleague.
      const sinPassword = (await this.deps.repo.contactosDe([idEmpresa])).filter(
        (c) => !c.conPassword && c.estado === 'activo' && c.email,
      );
      for (const c of sinPassword) {
        if (!c.email) continue;
        const { token, caduca } = await nuevoEnlace(this.deps, c.id, 'establecer-empresa', VALIDEZ_ESTABLECER_MS);
        await this.deps.correo.encolar(caller, {
          para: c.email,
          idioma: IDIOMA_POR_DEFECTO,
          plantilla: 'empresaValidada',
          datos: { nombre: c.nombre, nick: c.nick, empresa: empresa.nombre, token, caduca },
        });
      }
      await this.deps.audit.record(caller, {
        accion: 'empresa.validacion',
        entidad: 'empresa',
        entidadId: idEmpresa,
        detalle: { contactosAvisados: sinPassword.map((c) => c.id) },
      });
      return true;
    });
    if (!hecho) await this.noDecidible(idEmpresa);
    return null;
  }

  /**
   * Rejects a pending sign-up with the reason, which is kept and mailed to each of its contacts;
   * audited. The reason is one of the list (its Spanish label, as the mail is Spanish) with the
   * staff member's words after it, or those words alone; the company keeps the id and the words
   * apart too, so the correction page says the reason in its reader's language. A first
   * rejection mails each contact a link to correct the sign-up and send it again, once (30 days);
   * a rejection of a sign-up sent again is final and its mail says so, with no link.
   */
  async rechazarEmpresa(
    caller: Caller,
    idEmpresa: number,
    razon: { idMotivo?: MotivoRechazoEmpresa | undefined; detalle?: string | undefined },
  ) {
    this.gestor(caller);
    const etiqueta = razon.idMotivo && razon.idMotivo !== 'otro' ? ETIQUETAS_MOTIVO_RECHAZO_EMPRESA[razon.idMotivo].es : null;
    const motivo = [etiqueta, razon.detalle].filter(Boolean).join(': ');
    const hecho = await this.deps.withTransaction(async () => {
      const empresa = await this.deps.repo.decidir(idEmpresa, {
        estado: 'rechazada',
        motivo,
        idMotivo: razon.idMotivo ?? null,
        detalle: razon.detalle || null,
      });
      if (!empresa) return false;
      const definitivo = empresa.reenvios > 0;
      for (const c of await this.deps.repo.contactosDe([idEmpresa])) {
        if (!c.email) continue;
        const enlace = definitivo ? null : await nuevoEnlace(this.deps, c.id, 'corregir-empresa', VALIDEZ_CORRECCION_MS);
        await this.deps.correo.encolar(caller, {
          para: c.email,
          idioma: IDIOMA_POR_DEFECTO,
          plantilla: 'empresaRechazada',
          datos: { nombre: c.nombre, empresa: empresa.nombre, motivo, ...(enlace ?? { definitivo: true }) },
        });
      }
      await this.deps.audit.record(caller, {
        accion: 'empresa.rechazo',
        entidad: 'empresa',
        entidadId: idEmpresa,
        detalle: { motivo, ...(razon.idMotivo ? { idMotivo: razon.idMotivo } : {}), reenvios: empresa.reenvios, definitivo },
      });
      return true;
    });
    if (!hecho) await this.noDecidible(idEmpresa);
    return null;
  }
}

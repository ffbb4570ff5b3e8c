import { ID_PAIS_ESPANA } from '@puente/contract/constants';
import type {
  DatosContacto,
  DatosEmpresa,
  datosContactoInput,
  datosEmpresaInput,
  FaltanDatos,
} from '@puente/contract/empresa-cuenta';
import { PortalCodes } from '@puente/contract/errors/codes';
import { normalizeSpanishId } from '@puente/contract/validation/spanish-id';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { camposErroneos } from '../../lib/campos-erroneos';
import { datosEmpresaDeFila } from '../../lib/datos-empresa';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { DominiosService } from '../dominios/dominios.service';
import type { MiEmpresaRepository } from './mi-empresa.repository';
import { direccionAGuardar, referenciasInvalidas, textoONulo } from './referencias';

interface Deps {
  repo: MiEmpresaRepository;
  audit: Pick<AuditService, 'record'>;
  dominios: Pick<DominiosService, 'dominios'>;
  withTransaction: WithTransaction;
  /** The brand's `checkDatosCompletosEmpresa`: off, nothing is ever reported missing. */
  compruebaDatosCompletos: boolean;
  /** The brand's `requestTipoContacto`: off, a contact's types are not the contact's to change. */
  pideTipoContacto: boolean;
}

type Direccion = {
  direccion: string | null;
  cp: string | null;
  idPais: number | null;
  idProvincia: number | null;
  provincia: string | null;
  localidad: string | null;
};

/** The address fields left blank, by the names of the contract's inputs. */
function direccionIncompleta(d: Direccion): string[] {
  const faltan: string[] = [];
  if (!d.direccion) faltan.push('direccion');
  if (!d.cp) faltan.push('cp');
  if (d.idPais === null) faltan.push('idPais');
  else if (d.idPais === ID_PAIS_ESPANA ? d.idProvincia === null : !d.provincia) {
    faltan.push(d.idPais === ID_PAIS_ESPANA ? 'idProvincia' : 'provincia');
  }
  if (!d.localidad) faltan.push('localidad');
  return faltan;
}

const resultado = (campos: string[]): FaltanDatos => ({ faltan: campos.length > 0, campos });

/**
 * A company's own data (/mi-empresa) and its contact's (/mi-perfil), and the
 * missing-data checks behind the popups of spec §4. Everything is read and
 * written through the caller's token: the company is always the token's
 * active one, the contact always the caller, so no id in a request can reach
 * another company's data.
 */
export class MiEmpresaService {
  constructor(private readonly deps: Deps) {}

  private idEmpresa(caller: Caller): number {
    if (caller.tipo !== 'empresa' || caller.idEmpresa === null) throw rechazo(PortalCodes.SIN_PERMISOS);
    return caller.idEmpresa;
  }

  async datosEmpresa(caller: Caller): Promise<DatosEmpresa> {
    const idEmpresa = this.idEmpresa(caller);
    const [e, contactos] = await Promise.all([this.deps.repo.empresa(idEmpresa), this.deps.repo.contactosDe(idEmpresa)]);
    if (!e) throw rechazo(PortalCodes.PROBLEMA_EMPRESA);
    return {
      idEmpresa: e.id,
      ...datosEmpresaDeFila(e),
      contactos: contactos.map((c) => ({
        idContacto: c.id,
        nombre: c.nombre,
        apellidos: c.apellidos,
        puesto: c.cargo,
        email: c.email,
        nick: c.nick,
        telefono1: c.telefono,
        activo: c.activo,
        esUsted: c.id === caller.id,
      })),
    };
  }

  /** 507 with the saved data; ids outside the domain lists are field errors (15). Audited. */
  async editaEmpresa(caller: Caller, d: z.output<typeof datosEmpresaInput>) {
    const idEmpresa = this.idEmpresa(caller);
    const errores = referenciasInvalidas(d, await this.deps.dominios.dominios('es'));
    if (errores.length > 0) throw camposErroneos(errores);
    await this.deps.withTransaction(async () => {
      await this.deps.repo.editarEmpresa(idEmpresa, {
        nombre: d.nombreFiscal,
        nombreComercial: d.nombreComercial,
        idSector: d.idSector,
        idTipoEmpresa: d.idTipoEmpresa,
        startup: d.startup,
        ...direccionAGuardar(d),
        telefono: textoONulo(d.telefono),
        web: textoONulo(d.web),
        descripcion: textoONulo(d.descripcion),
        iban: textoONulo(d.iban),
      });
      await this.deps.audit.record(caller, { accion: 'empresa.datos', entidad: 'empresa', entidadId: idEmpresa });
    });
    return notice(PortalCodes.DESCRIPCION_EMPRESA_GUARDADA, await this.datosEmpresa(caller));
  }

  async datosContacto(caller: Caller): Promise<DatosContacto> {
    const c = await this.deps.repo.contacto(caller.id, this.idEmpresa(caller));
    if (!c) throw rechazo(PortalCodes.PROBLEMA_EMPRESA);
    return {
      idContacto: c.id,
      nick: c.nick,
      nombre: c.nombre,
      apellidos: c.apellidos,
      puesto: c.cargo,
      nif: c.nif,
      email: c.email,
      telefono1: c.telefono,
      telefono2: c.telefono2,
      departamento: c.departamento,
      direccion: c.direccion,
      cp: c.cp,
      idPais: c.idPais,
      idProvincia: c.idProvincia,
      provincia: c.provincia,
      idLocalidad: c.idLocalidad,
      localidad: c.localidad,
      tipoContacto: c.tiposContacto,
      aniosForoEmpleo: c.aniosForoEmpleo,
    };
  }

  /**
   * The caller's own data. An e-mail another contact already has answers 29
   * (a contact of this company) or 44 (of another one): e-mails are how
   * contacts log in and get their links, so they stay unique. The e-mail may
   * be left blank (spec §5): the contact then logs in with its nick. Audited.
   */
  async editaContacto(caller: Caller, d: z.output<typeof datosContactoInput>) {
    const idEmpresa = this.idEmpresa(caller);
    const errores = referenciasInvalidas(
      { ...d, tipoContacto: this.deps.pideTipoContacto ? d.tipoContacto : undefined },
      await this.deps.dominios.dominios('es'),
    );
    if (errores.length > 0) throw camposErroneos(errores);
    const email = d.email || null;
    const otro = email ? await this.deps.repo.otroContactoConEmail(email, caller.id, idEmpresa) : null;
    if (otro) throw rechazo(otro.deEstaEmpresa ? PortalCodes.CONTACTO_EMAIL_EXISTE : PortalCodes.EMAIL_DE_OTRA_EMPRESA);
    await this.deps.withTransaction(async () => {
      await this.deps.repo.editarContacto(caller.id, {
        nombre: d.nombre,
        apellidos: d.apellidos,
        cargo: d.puesto,
        nif: normalizeSpanishId(d.nif),
        email,
        telefono: d.telefono1,
        telefono2: textoONulo(d.telefono2),
        departamento: textoONulo(d.departamento),
        ...direccionAGuardar(d),
        aniosForoEmpleo: [...new Set(d.aniosForoEmpleo)].sort((a, b) => a - b),
      });
      if (this.deps.pideTipoContacto) {
        await this.deps.repo.tiposContacto(
          caller.id,
          idEmpresa,
          [...new Set(d.tipoContacto)].sort((a, b) => a - b),
        );
      }
      await this.deps.audit.record(caller, { accion: 'contacto.datos', entidad: 'contacto', entidadId: caller.id });
    });
    return this.datosContacto(caller);
  }

  /** The company's required data still blank (spec §4): what the popup names and /mi-empresa asks for. */
  async faltanEmpresa(caller: Caller): Promise<FaltanDatos> {
    const idEmpresa = this.idEmpresa(caller);
    if (!this.deps.compruebaDatosCompletos) return resultado([]);
    const e = await this.deps.repo.empresa(idEmpresa);
    if (!e) throw rechazo(PortalCodes.PROBLEMA_EMPRESA);
    const campos: string[] = [];
    if (!e.nombre) campos.push('nombreFiscal');
    if (!e.nombreComercial) campos.push('nombreComercial');
    if (e.idSector === null) campos.push('idSector');
    if (e.idTipoEmpresa === null) campos.push('idTipoEmpresa');
    campos.push(...direccionIncompleta(e));
    if (!e.telefono) campos.push('telefono');
    if (!e.descripcion) campos.push('descripcion');
    return resultado(campos);
  }

  /** The caller's required data still blank. */
  async faltanContacto(caller: Caller): Promise<FaltanDatos> {
    const idEmpresa = this.idEmpresa(caller);
    if (!this.deps.compruebaDatosCompletos) return resultado([]);
    const c = await this.deps.repo.contacto(caller.id, idEmpresa);
    if (!c) throw rechazo(PortalCodes.PROBLEMA_EMPRESA);
    const campos: string[] = [];
    if (!c.nombre) campos.push('nombre');
    if (!c.apellidos) campos.push('apellidos');
    if (!c.cargo) campos.push('puesto');
    if (!c.nif) campos.push('nif');
    // The e-mail is optional (spec §5 Contact): never a missing datum.
    if (!c.telefono) campos.push('telefono1');
    campos.push(...direccionIncompleta(c));
    return resultado(campos);
  }
}

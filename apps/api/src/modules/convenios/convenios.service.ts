import type { Brand } from '@puente/contract/brand';
import { ID_PAIS_ESPANA } from '@puente/contract/constants';
import {
  CONVENIO_VIGENCIA_MAX_ANIOS,
  type ConvenioEmpresa,
  type CuentaFacturacion,
  type cuentaFacturacionInput,
  ESTADOS_CON_SUBIDA,
  enmascararIban,
  estadoEfectivoConvenio,
  etiquetasEstadoConvenio,
  type solicitudConvenioInput,
} from '@puente/contract/convenios';
import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { FieldError } from '@puente/contract/field-errors';
import { isValidIban, normalizeIban } from '@puente/contract/validation/iban';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { camposErroneos } from '../../lib/campos-erroneos';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { DominiosService } from '../dominios/dominios.service';
import { referenciasInvalidas } from '../mi-empresa/referencias';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { convenioPdf } from './convenio-pdf';
import type { ConveniosRepository, FilaCuenta, FilaResumenConvenio } from './convenios.repository';
import { e, enlaceRechazo, leerArchivo, noEncontrado, permitido, referenciaDe, ruta, sinFirmado } from './convenios-comun';
import type { LogoPdf } from './logo-marca';

type NuevaCuenta = z.output<typeof cuentaFacturacionInput>;
type SolicitudConvenio = z.output<typeof solicitudConvenioInput>;

export interface ConveniosDeps {
  repo: ConveniosRepository;
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'resolverAccion'>;
  dominios: Pick<DominiosService, 'dominios'>;
  withTransaction: WithTransaction;
  marca: Pick<Brand, 'nombre' | 'nombreUniversidad' | 'colores' | 'flags'>;
  logo: LogoPdf | null;
  ahora: () => Date;
}

/** Never stored: an agreement past its expiry date reads as expired, unless it was rejected (that stays the news). */
export const estadoEfectivo = estadoEfectivoConvenio;

/** yyyy-mm-dd plus whole years (29 February falls on 28 February of a common year). */
function sumarAnios(fecha: string, anios: number): string {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const destino = new Date(Date.UTC(y + anios, m - 1, d));
  if (destino.getUTCMonth() !== m - 1) destino.setUTCDate(0);
  return destino.toISOString().slice(0, 10);
}

const vistaCuenta = (c: FilaCuenta): CuentaFacturacion => ({
  idCuenta: c.id,
  NombreFiscal: c.nombreFiscal,
  CIF: c.cif,
  requiereEnvioPostalFacturas: c.requiereEnvioPostal,
  domicilioFiscal: c.domicilioFiscal,
  idPais: c.idPais,
  idProvincia: c.idProvincia,
  Provincia: c.provincia,
  poblacion: c.poblacion,
  cp: c.cp,
  domicilioEnvioPostal: c.domicilioEnvioPostal,
});

/**
 * Education cooperation agreements (issue 13), the company's side. A company
 * contact keeps fiscal accounts, generates an agreement as a PDF (kept
 * through lib/storage, so every download is the document that was
 * generated), downloads it and uploads the signed copy, which staff validate
 * or reject in ConveniosGestionService. Everything answers 48 without the
 * brand's `canCrearConvenios`, and a company reaches only its own rows (the
 * token's active company).
 */
export class ConveniosService {
  constructor(private readonly deps: ConveniosDeps) {}

  private empresaDe(caller: Caller): number {
    permitido(this.deps.marca);
    if (caller.tipo !== 'empresa' || caller.idEmpresa === null) throw rechazo(PortalCodes.SIN_PERMISOS);
    return caller.idEmpresa;
  }

  private hoy() {
    return hoyMadrid(this.deps.ahora());
  }

  /** `dameContactosConveniosEmpresa`: id → "Nombre Apellidos (e-mail)", the select's options; the nick for one without e-mail. */
  async contactos(caller: Caller): Promise<Record<string, string>> {
    const filas = await this.deps.repo.contactosGestion(this.empresaDe(caller));
    return Object.fromEntries(filas.map((c) => [String(c.id), `${c.nombre} ${c.apellidos} (${c.email ?? c.nick})`]));
  }

  async cuentas(caller: Caller): Promise<CuentaFacturacion[]> {
    return (await this.deps.repo.cuentas(this.empresaDe(caller))).map(vistaCuenta);
  }

  /** `addCuentaFacturacion` → 530 with the new account; a country or province outside the lists is a field error (15). */
  async addCuenta(caller: Caller, d: NuevaCuenta) {
    const idEmpresa = this.empresaDe(caller);
    const errores = referenciasInvalidas(
      { idPais: d.idPais, idProvincia: d.idProvincia },
      await this.deps.dominios.dominios('es'),
    );
    if (errores.length > 0) throw camposErroneos(errores);
    const espana = d.idPais === ID_PAIS_ESPANA;
    const { repo, audit, withTransaction } = this.deps;
    const idCuenta = await withTransaction(async () => {
      const id = await repo.insertarCuenta({
        idEmpresa,
        nombreFiscal: d.NombreFiscal,
        cif: d.CIF,
        requiereEnvioPostal: d.requiereEnvioPostalFacturas,
        domicilioFiscal: d.domicilioFiscal,
        idPais: d.idPais,
        // Only what applies to the country is kept, as in the company's own address.
        idProvincia: espana ? (d.idProvincia ?? null) : null,
        provincia: espana ? null : (d.Provincia ?? null),
        poblacion: d.poblacion,
        cp: d.cp,
        domicilioEnvioPostal: d.requiereEnvioPostalFacturas ? (d.domicilioEnvioPostal ?? null) : null,
      });
      await audit.record(caller, {
        accion: 'cuentaFacturacion.alta',
        entidad: 'cuentas_facturacion',
        entidadId: id,
        detalle: { idEmpresa },
      });
      return id;
    });
    const cuenta = await repo.cuenta(idEmpresa, idCuenta);
    if (!cuenta) throw new Error(`La cuenta ${idCuenta} recién creada no se encuentra`);
    return notice(PortalCodes.CONTACTO_O_CUENTA_ANADIDO, vistaCuenta(cuenta));
  }

  /**
   * `addConvenioEmpresa` → 531 with the download link. The contact and the
   * fiscal account must be the company's (field errors otherwise, like any
   * value outside a select). IBAN codes, for direct debit only:
   * - 70: the IBAN typed in the form is not a valid IBAN (mod 97 and the
   *   country's own rules, ibantools), the spec's code for the agreement's IBAN;
   * - 72: no IBAN in the form nor in the company profile;
   * - 73: none typed, and the one in the company profile (its billing IBAN,
   *   checked when /mi-empresa saved it) is no longer valid: the fix is there,
   *   not in this form, so it gets the billing code rather than 70.
   * A typed IBAN is saved to the company profile in the same unit of work
   * ('the data will be saved in the company profile', spec §2). The PDF is
   * made before the unit of work (tens of milliseconds that hold no lock),
   * with the id drawn for it; a failure after that leaves only a gap in ids.
   */
  async generar(caller: Caller, s: SolicitudConvenio, idioma: Idioma) {
    const idEmpresa = this.empresaDe(caller);
    const { repo } = this.deps;
    const hoy = this.hoy();
    const [contacto, cuenta, empresa] = await Promise.all([
      repo.contactoGestion(idEmpresa, s.idContactoEmpresaGestion),
      repo.cuenta(idEmpresa, s.idCuentaFacturacion),
      repo.empresa(idEmpresa),
    ]);
    if (!empresa) throw rechazo(PortalCodes.PROBLEMA_EMPRESA);
    const errores: FieldError[] = [];
    if (!contacto) errores.push({ campo: 'idContactoEmpresaGestion', mensaje: 'El contacto no es de tu empresa' });
    if (!cuenta) errores.push({ campo: 'idCuentaFacturacion', mensaje: 'La cuenta fiscal no es de tu empresa' });
    const maxCaducidad = sumarAnios(hoy, CONVENIO_VIGENCIA_MAX_ANIOS);
    if (s.fechaCaducidad !== undefined && s.fechaCaducidad <= hoy) {
      errores.push({ campo: 'fechaCaducidad', mensaje: 'La fecha de caducidad debe ser posterior a hoy' });
    } else if (s.fechaCaducidad !== undefined && s.fechaCaducidad > maxCaducidad) {
      errores.push({
        campo: 'fechaCaducidad',
        mensaje: `Un convenio puede estar vigente como máximo ${CONVENIO_VIGENCIA_MAX_ANIOS} años`,
      });
    }
    if (errores.length > 0 || !contacto || !cuenta) throw camposErroneos(errores);
    const { iban, alPerfil } = this.ibanDe(s, empresa.iban);

    const id = await repo.siguienteIdConvenio();
    const creadoEn = this.deps.ahora();
    const referencia = referenciaDe(id, creadoEn);
    const fechaCaducidad = s.fechaCaducidad ?? maxCaducidad;
    const pais = (await this.deps.dominios.dominios(idioma)).paises.find((p) => p.id === cuenta.idPais)?.descripcion ?? null;
    const numeroPedido = s.pedidoAnual ? (s.numeroPedido ?? null) : null;
    const firmante = {
      nombre: s.datosFirmante.nombre,
      apellidos: s.datosFirmante.apellidos,
      dni: s.datosFirmante.dni || null,
      cargo: s.datosFirmante.cargo,
      email: s.datosFirmante.email,
      telefono: s.datosFirmante.telefono || null,
    };
    const pdf = await convenioPdf({
      referencia,
      fechaAlta: formatFecha(creadoEn) ?? '',
      fechaCaducidad: formatFecha(fechaCaducidad) ?? fechaCaducidad,
      marca: this.deps.marca,
      logo: this.deps.logo,
      idioma,
      cuenta: { ...cuenta, pais },
      firmante,
      contacto,
      tramitacionManual: s.tramitacionManual,
      requierePedido: s.requierePedido,
      pedidoAnual: s.pedidoAnual,
      numeroPedido,
      pagoDomiciliado: s.pagoDomiciliado,
      ibanEnmascarado: iban ? enmascararIban(iban) : null,
    });

    const { storage, audit, withTransaction } = this.deps;
    await withTransaction(async () => {
      const archivo = await storage.store({
        owner: { kind: 'empresa', id: idEmpresa },
        use: 'convenio',
        name: `Convenio-${referencia.replace('/', '-')}`,
        extension: 'pdf',
        content: pdf,
      });
      await repo.insertarConvenio({
        id,
        idEmpresa,
        idContactoGestion: contacto.id,
        creadoPor: caller.id,
        idCuentaFacturacion: cuenta.id,
        firmanteNombre: firmante.nombre,
        firmanteApellidos: firmante.apellidos,
        firmanteDni: firmante.dni,
        firmanteCargo: firmante.cargo,
        firmanteEmail: firmante.email,
        firmanteTelefono: firmante.telefono,
        tramitacionManual: s.tramitacionManual,
        requierePedido: s.requierePedido,
        pedidoAnual: s.pedidoAnual,
        numeroPedido,
        pagoDomiciliado: s.pagoDomiciliado,
        iban,
        fechaCaducidad,
        idArchivoPdf: archivo.id,
        creadoEn,
      });
      if (alPerfil && iban) await repo.ponerIbanEmpresa(idEmpresa, iban);
      // The IBAN itself stays out of the audit trail, which more people read than the profile.
      await audit.record(caller, {
        accion: 'convenio.alta',
        entidad: 'convenios',
        entidadId: id,
        detalle: { idArchivo: archivo.id, idCuenta: cuenta.id, idContacto: contacto.id, ibanAlPerfil: alPerfil },
      });
    });
    return notice(PortalCodes.CONVENIO_ANADIDO, { idConvenio: id, enlace: ruta(e.descargaConvenio.path, id) });
  }

  /** The direct-debit IBAN (electronic format) and whether it goes to the company profile; see `generar` for the codes. */
  private ibanDe(s: SolicitudConvenio, ibanPerfil: string | null): { iban: string | null; alPerfil: boolean } {
    if (!s.pagoDomiciliado) return { iban: null, alPerfil: false };
    const tecleado = normalizeIban(s.ibanDomiciliacion ?? '');
    const perfil = ibanPerfil ? normalizeIban(ibanPerfil) : '';
    if (tecleado !== '') {
      if (!isValidIban(tecleado)) throw rechazo(PortalCodes.IBAN_INVALIDO, 'convenio.ibanMalFormado');
      return { iban: tecleado, alPerfil: tecleado !== perfil };
    }
    if (perfil === '') throw rechazo(PortalCodes.IBAN_EMPRESA_REQUERIDO);
    if (!isValidIban(perfil)) throw rechazo(PortalCodes.IBAN_INVALIDO_FACTURACION);
    return { iban: perfil, alPerfil: false };
  }

  private vista(c: FilaResumenConvenio, hoy: string): ConvenioEmpresa {
    const estado = estadoEfectivo(c, hoy);
    return {
      idConvenio: c.id,
      referencia: referenciaDe(c.id, c.creadoEn),
      estado,
      etiquetaEstado: etiquetasEstadoConvenio[estado],
      fechaAlta: formatFecha(c.creadoEn) ?? '',
      fechaCaducidad: formatFecha(c.fechaCaducidad) ?? '',
      firmante: `${c.firmanteNombre} ${c.firmanteApellidos}`,
      contactoGestion: c.contactoNombre === null ? null : `${c.contactoNombre} ${c.contactoApellidos ?? ''}`.trim(),
      NombreFiscal: c.nombreFiscal,
      tramitacionManual: c.tramitacionManual,
      pagoDomiciliado: c.pagoDomiciliado,
      enlace: ruta(e.descargaConvenio.path, c.id),
      enlaceFirmado: c.idArchivoFirmado ? ruta(e.descargaConvenioFirmado.path, c.id) : null,
      fechaFirmado: formatFecha(c.firmadoEn),
      motivoRechazo: c.motivoRechazo,
      puedeAdjuntar: ESTADOS_CON_SUBIDA.includes(estado),
    };
  }

  /** `dameConveniosEmpresa`: newest first. */
  async listar(caller: Caller): Promise<ConvenioEmpresa[]> {
    const hoy = this.hoy();
    return (await this.deps.repo.conveniosDe(this.empresaDe(caller))).map((c) => this.vista(c, hoy));
  }

  /** `descargaConvenio`: the PDF as generated; the link works for the company's contacts only (and staff through theirs). */
  async pdf(caller: Caller, id: number): Promise<FileAnswer> {
    const c = await this.deps.repo.convenioDeEmpresa(this.empresaDe(caller), id);
    if (!c) throw noEncontrado();
    return leerArchivo(this.deps.storage, c.idArchivoPdf, noEncontrado);
  }

  async pdfFirmado(caller: Caller, id: number): Promise<FileAnswer> {
    const c = await this.deps.repo.convenioDeEmpresa(this.empresaDe(caller), id);
    if (!c) throw noEncontrado();
    return leerArchivo(this.deps.storage, c.idArchivoFirmado, sinFirmado);
  }

  /**
   * `adjuntaFicheroAlConvenioEmpresa` → 513: the signed copy, a PDF by its
   * content whatever its name says (lib/storage: 46; over 2 MB, 413). It may
   * replace a copy awaiting validation or follow a rejection; a validated or
   * expired agreement takes none (48). The unsigned PDF itself is refused.
   * The agreement's row is locked for the unit of work, so a staff decision
   * and an upload cannot cross.
   */
  async adjuntarFirmado(caller: Caller, a: { idConvenio: number; ficheroB64ParaAltas: string; extension_adjunto: string }) {
    const idEmpresa = this.empresaDe(caller);
    const hoy = this.hoy();
    const { repo, storage, audit, notificaciones, withTransaction } = this.deps;
    await withTransaction(async () => {
      const c = await repo.convenioDeEmpresa(idEmpresa, a.idConvenio, true);
      if (!c) throw noEncontrado();
      const estado = estadoEfectivo(c, hoy);
      if (!ESTADOS_CON_SUBIDA.includes(estado)) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, estado === 'validado' ? 'convenio.yaValidado' : 'convenio.caducado');
      }
      const referencia = referenciaDe(c.id, c.creadoEn);
      const archivo = await storage.store({
        owner: { kind: 'empresa', id: idEmpresa },
        use: 'convenio',
        name: `Convenio-${referencia.replace('/', '-')}-firmado`,
        extension: a.extension_adjunto,
        content: Buffer.from(a.ficheroB64ParaAltas, 'base64'),
      });
      // Thrown inside the unit of work, so the file just stored rolls back with it.
      const generado = await storage.read(c.idArchivoPdf);
      if (generado?.file.sha256 === archivo.sha256) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'convenio.sinFirmar');
      }
      await repo.ponerFirmado(idEmpresa, c.id, archivo.id);
      if (c.idArchivoFirmado) await storage.delete(c.idArchivoFirmado);
      // A rejection asked for this copy: its notification is done.
      await notificaciones.resolverAccion({
        destinoTipo: 'empresa',
        destinoId: idEmpresa,
        accion: 'convenioFirmado',
        urlAcceso: enlaceRechazo(c.id),
      });
      await audit.record(caller, {
        accion: 'convenio.firmado',
        entidad: 'convenios',
        entidadId: c.id,
        detalle: { idArchivo: archivo.id, sha256: archivo.sha256, anterior: c.idArchivoFirmado },
      });
    });
    const actualizado = await repo.convenioDeEmpresa(idEmpresa, a.idConvenio);
    if (!actualizado) throw noEncontrado();
    return notice(PortalCodes.DOCUMENTOS_ADJUNTADOS, this.vista(actualizado, hoy));
  }
}

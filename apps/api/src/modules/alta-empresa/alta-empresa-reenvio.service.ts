import {
  type AltaRechazada,
  DIAS_CORRECCION_ALTA,
  ETIQUETAS_MOTIVO_RECHAZO_EMPRESA,
  MOTIVOS_RECHAZO_EMPRESA,
  type MotivoRechazoEmpresa,
  type reenvioAltaInput,
} from '@puente/contract/empresa-cuenta';
import { PortalCodes } from '@puente/contract/errors/codes';
import { normalizeSpanishId } from '@puente/contract/validation/spanish-id';
import type { z } from 'zod';
import { datosEmpresaDeFila } from '../../lib/datos-empresa';
import type { Idioma } from '../../lib/mensajes/render';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import { direccionAGuardar, textoONulo } from '../mi-empresa/referencias';
import type { AltaEmpresaRepository } from './alta-empresa.repository';
import { type ComprobacionesAlta, esDuplicado, sinRepetir } from './alta-empresa-comprobaciones';
import { hashDeToken, solicitanteDe } from './alta-empresa-comun';

type Reenvio = z.output<typeof reenvioAltaInput>;
type ContactoGuardado = NonNullable<Awaited<ReturnType<AltaEmpresaRepository['contacto']>>>;

interface Deps {
  repo: AltaEmpresaRepository;
  comprobar: ComprobacionesAlta;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

const esMotivo = (v: string | null): v is MotivoRechazoEmpresa =>
  v !== null && (MOTIVOS_RECHAZO_EMPRESA as readonly string[]).includes(v);

/** A link that does not open the sign-up: 42, with which of the three it is for the page (`detalle.enlace`). */
const enlaceUsado = () => rechazo(PortalCodes.ENLACE_CADUCADO, 'altaCorregir.enlaceUsado', null, { enlace: 'usado' });

/** The fields whose value changed, named as the request names them (`empresa.cif`, `contacto.email`). */
function camposCambiados(prefijo: string, antes: Record<string, unknown>, despues: Record<string, unknown>) {
  return Object.keys(despues)
    .filter((campo) => JSON.stringify(antes[campo] ?? null) !== JSON.stringify(despues[campo] ?? null))
    .map((campo) => `${prefijo}.${campo}`);
}

/** The contact's data under the request's names. */
const datosContacto = (c: Omit<ContactoGuardado, 'id'> | ReturnType<typeof filaContacto>, tipoContacto: number[]) => ({
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
  tipoContacto,
  aniosForoEmpleo: c.aniosForoEmpleo,
});

/** The row a corrected company is stored as: the sign-up's own mapping (AltaEmpresaService.solicitarCuenta). */
function filaEmpresa(e: Reenvio['empresa']) {
  return {
    cif: e.cif,
    nombre: e.nombreFiscal,
    nombreComercial: e.nombreComercial,
    idSector: e.idSector,
    idTipoEmpresa: e.idTipoEmpresa,
    startup: e.startup,
    ...direccionAGuardar(e),
    telefono: textoONulo(e.telefono),
    web: textoONulo(e.web),
    descripcion: textoONulo(e.descripcion),
    iban: textoONulo(e.iban),
  };
}

function filaContacto(c: Reenvio['contacto']) {
  return {
    nick: c.nick,
    email: c.email,
    nombre: c.nombre,
    apellidos: c.apellidos,
    cargo: c.puesto,
    telefono: c.telefono1,
    nif: normalizeSpanishId(c.nif),
    telefono2: textoONulo(c.telefono2),
    departamento: textoONulo(c.departamento),
    ...direccionAGuardar(c),
    aniosForoEmpleo: sinRepetir(c.aniosForoEmpleo),
  };
}

/**
 * A rejected company sign-up, corrected and sent again once (issue 25). The
 * first rejection mails each contact a link (`corregir-empresa` in
 * `tokens_password`, 30 days; AltaEmpresaGestionService makes it); the page
 * it opens reads the sign-up as it was sent and the reason, and sends it back
 * with the sign-up's rules. The company is then pending again, counted once
 * more (`reenvios`, never above 1), every correction link of its contacts is
 * spent and the change is audited with the fields that changed. A second
 * rejection is final: it mails no link.
 */
export class AltaEmpresaReenvioService {
  constructor(private readonly deps: Deps) {}

  /**
   * The link's contact and company, or 42 saying which: unknown, used (or
   * its sign-up no longer waits for a correction), expired.
   */
  private async abrir(token: string) {
    const enlace = await this.deps.repo.enlaceCorreccion(hashDeToken(token.trim()));
    if (!enlace) throw rechazo(PortalCodes.ENLACE_CADUCADO, 'altaCorregir.enlaceDesconocido', null, { enlace: 'desconocido' });
    if (enlace.usadoEn) throw enlaceUsado();
    if (enlace.expiraEn.getTime() <= this.deps.ahora().getTime()) {
      throw rechazo(
        PortalCodes.ENLACE_CADUCADO,
        'altaCorregir.enlaceCaducado',
        { dias: DIAS_CORRECCION_ALTA },
        { enlace: 'caducado' },
      );
    }
    const [empresa, contacto] = await Promise.all([
      this.deps.repo.altaRechazadaDe(enlace.idContacto),
      this.deps.repo.contacto(enlace.idContacto),
    ]);
    if (!empresa || !contacto) throw enlaceUsado();
    return { empresa, contacto, caduca: enlace.expiraEn };
  }

  /**
   * `altaEmpresaRechazada`: the sign-up as it was sent and why it was
   * rejected: the list's label in the reader's language when staff chose
   * one, and their words as written.
   */
  async altaRechazada(token: string, idioma: Idioma): Promise<AltaRechazada> {
    const { empresa, contacto, caduca } = await this.abrir(token);
    const idMotivo = esMotivo(empresa.idMotivoRechazo) ? empresa.idMotivoRechazo : null;
    // A rejection before 0030 kept only the sentence: it reads as the staff's words.
    const detalle = idMotivo === null && empresa.detalleRechazo === null ? empresa.motivoRechazo : empresa.detalleRechazo;
    const { tiposContacto, ...datos } = empresa;
    return {
      empresa: datosEmpresaDeFila(datos),
      contacto: datosContacto(contacto, tiposContacto),
      motivo: {
        idMotivo,
        etiqueta: idMotivo && idMotivo !== 'otro' ? ETIQUETAS_MOTIVO_RECHAZO_EMPRESA[idMotivo][idioma] : null,
        detalle: detalle || null,
      },
      rechazadaEn: empresa.revisadaEn?.toISOString() ?? null,
      caduca: caduca.toISOString(),
    };
  }

  /**
   * `reenviarAltaEmpresa`: checked like a sign-up (15, 8, 69/44/29, the nick)
   * where the company's own CIF and its contact's e-mail and nick are not a
   * clash; a refusal leaves the link unspent. Then, in one unit of work, the
   * link is spent (42 if another request got there first), the company and
   * its contact take the corrected data and the company is pending again.
   * Answers 528.
   */
  async reenviar(input: Reenvio) {
    const { token, ...s } = input;
    const { empresa, contacto } = await this.abrir(token);
    const propia = { idEmpresa: empresa.id, idContacto: contacto.id };
    await this.deps.comprobar.comprobarSolicitud(s, propia);
    const nuevaEmpresa = filaEmpresa(s.empresa);
    const nuevoContacto = filaContacto(s.contacto);
    const tipos = this.deps.comprobar.tiposDe(s.contacto);
    const { tiposContacto, ...antes } = empresa;
    const campos = [
      ...camposCambiados('empresa', datosEmpresaDeFila(antes), datosEmpresaDeFila(nuevaEmpresa)),
      ...camposCambiados('contacto', datosContacto(contacto, tiposContacto), datosContacto(nuevoContacto, tipos)),
    ];
    const { repo } = this.deps;
    await this.deps
      .withTransaction(async () => {
        if ((await repo.consumirToken(hashDeToken(token.trim()), 'corregir-empresa')) !== contacto.id) throw enlaceUsado();
        if (!(await repo.reenviarAlta(empresa.id, nuevaEmpresa))) throw enlaceUsado();
        await repo.corregirContacto(contacto.id, nuevoContacto);
        await repo.tiposContacto(contacto.id, empresa.id, tipos);
        await repo.anularEnlacesCorreccion(empresa.id);
        await this.deps.audit.record(
          solicitanteDe({
            idContacto: contacto.id,
            idEmpresa: empresa.id,
            nombre: s.contacto.nombre,
            apellidos: s.contacto.apellidos,
          }),
          {
            accion: 'empresa.reenvio',
            entidad: 'empresa',
            entidadId: empresa.id,
            detalle: { idContacto: contacto.id, campos, aceptaPrivacidad: s.aceptaPrivacidad },
          },
        );
      })
      .catch(async (error: unknown) => {
        // A sign-up that took this CIF, e-mail or nick meanwhile: answer like the check it slipped past.
        if (esDuplicado(error)) await this.deps.comprobar.comprobarSolicitud(s, propia);
        throw error;
      });
    return notice(PortalCodes.SOLICITUD_REGISTRADA, null);
  }
}

import { type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { SamlConfig } from '@puente/contract/brand';
import type { FileAnswer } from '@puente/contract/endpoint';
import type { LoginOutput } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { type ClaveRechazo, type PortalError, rechazo, rechazoDe } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepository } from './auth.repository';
import { nombreCompleto } from './claims';
import { assertActive } from './login.service';
import { identidadAlumno, type RgpdService } from './rgpd.service';
import type { SamlRepository } from './saml.repository';

/** Where the IdP posts its response: our Assertion Consumer Service. */
export const SAML_ACS_PATH = '/api/Publico/saml/acs';

/** Clocks of the IdP and ours may differ this much, no more. */
const CLOCK_SKEW_MS = 60_000;
/** An assertion without NotOnOrAfter is remembered this long (it is also refused when older, see maxAssertionAgeMs). */
const MAX_ASSERTION_AGE_MS = 10 * 60_000;

const MOTIVOS: [RegExp, ClaveRechazo][] = [
  [/signature|signed data|too many transforms|references/i, 'saml.sinFirma'],
  [/expired|not yet valid|too old/i, 'saml.caducada'],
  [/audience/i, 'saml.audiencia'],
  [/issuer/i, 'saml.emisor'],
  [/status|provider returned/i, 'saml.noAutenticado'],
];

/** The refusal of a response that did not validate, said for a person (in their language), never node-saml's text. */
export function motivoRechazo(error: unknown): PortalError {
  const text = error instanceof Error ? error.message : '';
  const clave = MOTIVOS.find(([pattern]) => pattern.test(text))?.[1] ?? 'saml.noValida';
  return rechazoDe(PortalCodes.CREDENCIALES, { clave, parametros: {} });
}

/**
 * University single sign-on of students over SAML 2.0 (decision 016), with
 * `@node-saml/node-saml`: the AuthnRequest, the SP metadata and the
 * validation of the IdP's response (signed assertion, audience, time window,
 * issuer), then one use per assertion id and the student login's answer.
 */
export class SamlService {
  private readonly saml: SAML | null;

  constructor(
    private readonly deps: {
      config: SamlConfig | undefined;
      publicUrl: string;
      repo: AuthRepository;
      aserciones: SamlRepository;
      rgpd: Pick<RgpdService, 'issueLoginToken'>;
      audit: Pick<AuditService, 'record'>;
      withTransaction: WithTransaction;
    },
  ) {
    const c = deps.config;
    this.saml = c
      ? new SAML({
          callbackUrl: `${deps.publicUrl}${SAML_ACS_PATH}`,
          entryPoint: c.urlSso,
          issuer: c.spEntityId,
          audience: c.spEntityId,
          idpCert: c.certificadoIdp,
          idpIssuer: c.idpEntityId,
          wantAssertionsSigned: true,
          wantAuthnResponseSigned: false,
          acceptedClockSkewMs: CLOCK_SKEW_MS,
          maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
          // IdP-initiated logins are allowed; replay is stopped by the assertion ids instead.
          validateInResponseTo: ValidateInResponseTo.never,
          identifierFormat: null,
          disableRequestedAuthnContext: true,
        })
      : null;
  }

  get activo(): boolean {
    return this.saml !== null;
  }

  private conSaml(): SAML {
    if (!this.saml) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'sso.noDisponible');
    return this.saml;
  }

  /** The IdP's URL with a fresh AuthnRequest; RelayState carries the path to return to. */
  async inicio(ruta: string | undefined): Promise<{ url: string }> {
    return { url: await this.conSaml().getAuthorizeUrlAsync(ruta ?? '', undefined, {}) };
  }

  metadata(): FileAnswer {
    const xml = this.conSaml().generateServiceProviderMetadata(null, null);
    return {
      nombre: 'puente-saml-metadata.xml',
      contentType: 'application/samlmetadata+xml',
      contenido: Buffer.from(xml, 'utf8'),
    };
  }

  /** Logs a student in with the IdP's response (base64 SAMLResponse), as `logaUsuario` answers. */
  async login(respuesta: string): Promise<LoginOutput> {
    return this.alumnoDeRespuesta(respuesta, (alumno) => this.deps.rgpd.issueLoginToken(identidadAlumno(alumno, 'saml')));
  }

  /**
   * The student a response proves (signature, issuer, age, one use), then
   * `despues` in the same transaction: the portal login, or a survey's
   * (modules/encuestas). Audited as `login.saml`.
   */
  async alumnoDeRespuesta<T>(
    respuesta: string,
    despues: (alumno: NonNullable<Awaited<ReturnType<AuthRepository['findAlumno']>>>) => Promise<T>,
  ): Promise<T> {
    const saml = this.conSaml();
    const config = this.deps.config as SamlConfig;
    let profile: Profile | null;
    try {
      ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: respuesta }));
    } catch (error) {
      throw motivoRechazo(error);
    }
    const asercion = profile ? leerAsercion(profile) : null;
    if (!profile || !asercion) throw rechazo(PortalCodes.CREDENCIALES, 'saml.noValida');
    // node-saml checks the Issuer of logout messages only: the assertion's is ours to check.
    if (profile.issuer !== config.idpEntityId) throw rechazo(PortalCodes.CREDENCIALES, 'saml.emisor');

    const valor = atributo(profile, config.atributo);
    const alumno = valor ? await this.deps.repo.findAlumno(valor) : null;
    const coincide =
      alumno &&
      valor &&
      (config.identificaPor === 'dni' ? alumno.dni === valor.toUpperCase() : alumno.email.toLowerCase() === valor.toLowerCase());
    if (!alumno || !coincide) throw rechazo(PortalCodes.USUARIO_SIN_ACCESO);
    assertActive(alumno.estado, alumno.mensajeBloqueo, 'alumno');

    return this.deps.withTransaction(async () => {
      if (!(await this.deps.aserciones.usar(asercion.id, asercion.caducaEn)))
        throw rechazo(PortalCodes.CREDENCIALES, 'saml.yaUsada');
      const caller: Caller = {
        tipo: 'alumno',
        id: alumno.id,
        idEmpresa: null,
        nombre: alumno.nombre,
        apellidos: nombreCompleto(alumno),
        jti: '',
        exp: 0,
        rgpdPendiente: false,
        actor: null,
      };
      await this.deps.audit.record(caller, {
        accion: 'login.saml',
        entidad: 'alumno',
        entidadId: alumno.id,
        detalle: { idp: config.idpEntityId },
      });
      return despues(alumno);
    });
  }
}

interface AsercionXml {
  Assertion?: {
    $?: { ID?: string; IssueInstant?: string };
    Conditions?: { $?: { NotOnOrAfter?: string } }[];
    Subject?: { SubjectConfirmation?: { SubjectConfirmationData?: { $?: { NotOnOrAfter?: string } }[] }[] }[];
  };
}

/** The assertion's id and until when it could be accepted (its earliest NotOnOrAfter, or the maximum age). */
function leerAsercion(profile: Profile): { id: string; caducaEn: Date } | null {
  const a = (profile.getAssertion?.() as AsercionXml | undefined)?.Assertion;
  const id = a?.$?.ID;
  if (!id) return null;
  const limites = [
    a.Conditions?.[0]?.$?.NotOnOrAfter,
    a.Subject?.[0]?.SubjectConfirmation?.[0]?.SubjectConfirmationData?.[0]?.$?.NotOnOrAfter,
  ]
    .map((v) => (v ? Date.parse(v) : Number.NaN))
    .filter((t) => Number.isFinite(t));
  const emitida = a.$?.IssueInstant ? Date.parse(a.$.IssueInstant) : Date.now();
  const hasta =
    limites.length > 0 ? Math.min(...limites) : (Number.isFinite(emitida) ? emitida : Date.now()) + MAX_ASSERTION_AGE_MS;
  return { id, caducaEn: new Date(hasta + CLOCK_SKEW_MS) };
}

/** The first value of the named attribute, as text. */
function atributo(profile: Profile, nombre: string): string | null {
  const value = (profile.attributes as Record<string, unknown> | undefined)?.[nombre] ?? profile[nombre];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

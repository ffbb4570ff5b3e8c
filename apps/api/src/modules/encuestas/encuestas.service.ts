import {
  type CabeceraEncuesta,
  type Contestacion,
  type Encuesta,
  type EncuestaUsuario,
  type LogaUsuarioEncuestaInput,
  MAX_ANONIMAS_DIA,
  MAX_ANONIMAS_HORA,
  type TipoPregunta,
  type TokenEncuesta,
} from '@puente/contract/encuestas';
import type { LoginInput } from '@puente/contract/endpoints/auth';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { camposErroneos } from '../../lib/campos-erroneos';
import type { Encuestado } from '../../lib/encuestado';
import { hoyMadrid } from '../../lib/fecha';
import { rechazo, texto } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { LoginService } from '../auth/login.service';
import type { SamlService } from '../auth/saml.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { EncuestaTokens } from './encuesta-tokens';
import type { EncuestasRepository, FilaEncuesta, FilaPregunta, Usuario, ValorContestado } from './encuestas.repository';
import { enlaceEncuesta, noAccesible } from './encuestas-comun';

export interface EncuestasDeps {
  repo: EncuestasRepository;
  tokens: EncuestaTokens;
  login: Pick<LoginService, 'credencialesAlumno' | 'credencialesEmpresa'>;
  saml: Pick<SamlService, 'activo' | 'alumnoDeRespuesta'>;
  /** Answering marks done the notification that asked this person to answer (acciones.ts `encuesta`). */
  notificaciones: Pick<NotificacionesService, 'resolverAccion'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

const fueraDePublico = () => rechazo(PortalCodes.ENCUESTA_FUERA_DE_PUBLICO, 'encuesta.fueraDePublico');
const yaContestada = () => rechazo(PortalCodes.ENCUESTA_YA_CONTESTADA, 'encuesta.yaContestada');

const CON_RESPUESTAS: readonly TipoPregunta[] = ['unica', 'multiple', 'sino'];

const HORA_MS = 60 * 60 * 1000;

/** How long until a wait ends, in minutes under an hour, else in hours (rounded up). */
function espera(segundos: number) {
  const minutos = Math.max(1, Math.ceil(segundos / 60));
  if (minutos < 60) return minutos === 1 ? texto('espera.minuto') : texto('espera.minutos', { n: minutos });
  const horas = Math.ceil(minutos / 60);
  return horas === 1 ? texto('espera.hora') : texto('espera.horas', { n: horas });
}

/**
 * 48 with HTTP 429 (as the login limits): this address has sent the most anonymous answers to this survey the hour
 * or the 24 hours allow; the wait until one is free in `datos.reintentarEn` (seconds) and in Retry-After.
 */
function demasiadasAnonimas(periodo: 'hora' | 'dia', esperaMs: number) {
  const segundos = Math.max(1, Math.ceil(esperaMs / 1000));
  const parametros = { espera: espera(segundos) };
  const datos = { reintentarEn: segundos };
  const respuesta = { http: 429, cabeceras: { 'retry-after': String(segundos) } };
  return periodo === 'hora'
    ? rechazo(
        PortalCodes.ACCION_NO_PERMITIDA,
        'encuesta.demasiadasAnonimasHora',
        { ...parametros, max: MAX_ANONIMAS_HORA },
        datos,
        respuesta,
      )
    : rechazo(
        PortalCodes.ACCION_NO_PERMITIDA,
        'encuesta.demasiadasAnonimasDia',
        { ...parametros, max: MAX_ANONIMAS_DIA },
        datos,
        respuesta,
      );
}

/** The person a portal caller answers as: a student themself, a contact their active company. */
function usuarioDe(caller: Caller): Usuario {
  if (caller.tipo === 'alumno') return { tipo: 'alumno', id: caller.id };
  if (caller.tipo === 'empresa' && caller.idEmpresa) return { tipo: 'empresa', id: caller.idEmpresa };
  throw rechazo(PortalCodes.SIN_PERMISOS);
}

/**
 * Surveys for those who answer them (issue 15, decision 024): the lists of a
 * student or a company, the entry (a personal link, a login inside the
 * survey, the university's SSO or the anonymous option) that gives a survey
 * token, and answering along the path the jumps make. Staff's management and
 * results are EncuestasGestionService's, on the same repository.
 */
export class EncuestasService {
  constructor(private readonly deps: EncuestasDeps) {}

  // ─── Lists of a student or a company ──────────────────────────────────────

  /** dameEncuestasUsuario / dameEncuestas: published surveys for the caller, answered or not, each with its personal link. */
  async delUsuario(caller: Caller): Promise<EncuestaUsuario[]> {
    const usuario = usuarioDe(caller);
    const filas = await this.deps.repo.publicadasPara(usuario);
    return filas.map(({ encuesta: e, contestada }) => ({
      idEncuesta: e.id,
      titulo: e.titulo,
      descripcion: e.descripcion,
      urlAcceso: e.urlAcceso,
      respuestaObligatoria: e.respuestaObligatoria,
      contestada: Boolean(contestada),
      querystringValue: contestada ? null : this.deps.tokens.enlace(e.id, usuario),
    }));
  }

  // ─── Entry ────────────────────────────────────────────────────────────────

  async cabecera(urlAcceso: string): Promise<CabeceraEncuesta> {
    const e = await this.deps.repo.porUrl(urlAcceso);
    if (!e?.publicada) throw noAccesible();
    return this.vistaCabecera(e);
  }

  /** accesoEncuesta: the personal link's value → a token for its person; 35, 38, 39. */
  async acceso(id: number, valor: string): Promise<TokenEncuesta> {
    const e = await this.publicada(id);
    const usuario = this.deps.tokens.deEnlace(id, valor);
    if (!usuario) throw noAccesible();
    return this.entrar(e, usuario);
  }

  /** logaUsuario: the portal's password check (with its limits) inside the survey; 36 when it is not for that kind of user. */
  async logaUsuario(id: number, input: Omit<LogaUsuarioEncuestaInput, 'id'>, direccion: string): Promise<TokenEncuesta> {
    const e = await this.publicada(id);
    if (input.tipo === 'alumno' ? !e.paraAlumnos : !e.paraEmpresa) {
      throw rechazo(PortalCodes.ENCUESTA_NO_PARA_REGISTRADOS, 'encuesta.noParaRegistrados');
    }
    const login: LoginInput = {
      eUsuario: input.eUsuario,
      ePassword: input.ePassword,
      ...(input.eidEmpresa ? { eidEmpresa: input.eidEmpresa } : {}),
    } as LoginInput;
    const usuario: Usuario =
      input.tipo === 'alumno'
        ? { tipo: 'alumno', id: (await this.deps.login.credencialesAlumno(login, direccion)).id }
        : { tipo: 'empresa', id: (await this.deps.login.credencialesEmpresa(login, direccion)).idEmpresa };
    return this.entrar(e, usuario);
  }

  /** validaRespuestaLoginIntegrado: a student proven by the university's IdP; 48 when the brand has no SSO. */
  async loginIntegrado(id: number, respuesta: string): Promise<TokenEncuesta> {
    const e = await this.publicada(id);
    if (!this.deps.saml.activo) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'sso.noDisponible');
    }
    if (!e.paraAlumnos) {
      throw rechazo(PortalCodes.ENCUESTA_NO_PARA_REGISTRADOS, 'encuesta.noParaRegistrados');
    }
    return this.deps.saml.alumnoDeRespuesta(respuesta, (alumno) => this.entrar(e, { tipo: 'alumno', id: alumno.id }));
  }

  /**
   * logaAnonimo: a token that names nobody; 37 when the survey has no anonymous option, 48 (429) when this
   * address has already sent the most anonymous answers it may now (told before answering, not after).
   */
  async logaAnonimo(id: number, direccion: string): Promise<TokenEncuesta> {
    const e = await this.publicada(id);
    if (!e.sacaOpcionAnonima) {
      throw rechazo(PortalCodes.ENCUESTA_SIN_ANONIMO, 'encuesta.sinAnonimo');
    }
    await this.barrerAnonimas();
    await this.limiteAnonimas(e.id, direccion, false);
    const { token } = await this.deps.tokens.emitir(e.id, null, !e.requiereRgpd);
    return { token, idEncuesta: e.id, urlAcceso: e.urlAcceso, rgpdPendiente: e.requiereRgpd };
  }

  // ─── The token holder ─────────────────────────────────────────────────────

  async encuesta(quien: Encuestado, id: number): Promise<Encuesta> {
    const e = await this.suya(quien, id);
    const preguntas = await this.deps.repo.preguntas(e.id);
    return {
      ...this.vistaCabecera(e),
      respuestaObligatoria: e.respuestaObligatoria,
      idPractica: e.idPractica,
      encuestado: quien.usuario?.tipo ?? 'anonimo',
      rgpdAceptado: !e.requiereRgpd || quien.rgpdAceptado,
      preguntas: preguntas.map((p) => ({
        idPregunta: p.id,
        orden: p.orden,
        tipo: p.tipo as TipoPregunta,
        texto: p.texto,
        obligatoria: p.obligatoria,
        respuestas: p.respuestas.map((r) => ({ idRespuesta: r.id, texto: r.texto, idPreguntaDestino: r.idPreguntaDestino })),
      })),
    };
  }

  /** guardaAceptacionRGPD: recorded for an identified person, kept in the new token for everyone. */
  async aceptarRgpd(quien: Encuestado): Promise<TokenEncuesta> {
    const e = await this.suya(quien, quien.idEncuesta);
    if (quien.usuario) await this.deps.repo.aceptarRgpd(e.id, quien.usuario);
    // An anonymous entry trades its token for the accepted one: the old one can no longer answer.
    else if (!(await this.deps.repo.gastarToken(quien.jti, quien.exp))) throw yaContestada();
    const { token } = await this.deps.tokens.emitir(e.id, quien.usuario, true);
    return { token, idEncuesta: e.id, urlAcceso: e.urlAcceso, rgpdPendiente: false };
  }

  /**
   * guardaContestacionEncuesta: walks the questions from the first, following
   * the jumps of the answers given; the mandatory questions on that path must
   * be answered (40, listing them), answers off the path are not stored. An
   * identified answer, whichever way its token came (personal link, login
   * inside the survey, SSO), marks done in the same commit the notification
   * that asked that student or company to answer it. An anonymous one counts
   * against its address's limit (decision 052): at most MAX_ANONIMAS_HORA an
   * hour and MAX_ANONIMAS_DIA in 24 hours per address and survey, counted
   * under a lock on that address and survey, so answers sent at once see each
   * other; past it 48 (429) and nothing is stored, the token not spent.
   */
  async contestar(quien: Encuestado, id: number, lista: Contestacion[], direccion: string) {
    const e = await this.suya(quien, id);
    if (quien.usuario) await this.comprobarPublico(e, quien.usuario);
    if (e.requiereRgpd && !quien.rgpdAceptado) {
      throw rechazo(PortalCodes.FALTAN_DATOS, 'encuesta.aceptaRgpd');
    }
    const preguntas = await this.deps.repo.preguntas(e.id);
    const { valores, faltan, camino } = recorrer(preguntas, lista);
    if (faltan.length > 0) {
      throw rechazo(PortalCodes.PREGUNTAS_SIN_CONTESTAR, 'encuesta.preguntasSinContestar', null, {
        preguntas: faltan,
      });
    }
    const dia = hoyMadrid(this.deps.ahora());
    if (!quien.usuario) await this.barrerAnonimas();
    await this.deps.withTransaction(async () => {
      // An anonymous entry answers once: its token is spent with the submission (39 the second time).
      if (!quien.usuario && !(await this.deps.repo.gastarToken(quien.jti, quien.exp))) throw yaContestada();
      const cuenta = quien.usuario ? null : await this.limiteAnonimas(e.id, direccion, true);
      const idContestacion = await this.deps.repo.nuevaContestacion(e.id, quien.usuario, dia);
      if (idContestacion === null) throw yaContestada();
      if (cuenta) await this.deps.repo.contarAnonima(e.id, cuenta.direccionHmac, cuenta.hora);
      await this.deps.repo.guardarValores(idContestacion, valores);
      if (quien.usuario) {
        await this.deps.notificaciones.resolverAccion({
          destinoTipo: quien.usuario.tipo,
          destinoId: quien.usuario.id,
          accion: 'encuesta',
          urlAcceso: enlaceEncuesta(e.urlAcceso),
        });
      }
    });
    return { idEncuesta: e.id, preguntasContestadas: camino };
  }

  // ─── Internals ────────────────────────────────────────────────────────────

  /**
   * Refuses (48, 429) when the address has sent `MAX_ANONIMAS_HORA` anonymous answers to the survey in this
   * clock hour or `MAX_ANONIMAS_DIA` in it and the 23 before; else the keyed address and the hour to count the
   * next one in. Counts older than that window go first. `bloquear`: inside the answer's unit of work.
   */
  private async limiteAnonimas(idEncuesta: number, direccion: string, bloquear: boolean) {
    const ahora = this.deps.ahora().getTime();
    const hora = new Date(Math.floor(ahora / HORA_MS) * HORA_MS);
    const desde = new Date(hora.getTime() - 24 * HORA_MS);
    const direccionHmac = this.deps.tokens.direccion(idEncuesta, direccion);
    const c = await this.deps.repo.anonimasDeDireccion(idEncuesta, direccionHmac, hora, desde, bloquear);
    if (c.enLaHora >= MAX_ANONIMAS_HORA) throw demasiadasAnonimas('hora', hora.getTime() + HORA_MS - ahora);
    if (c.enElDia >= MAX_ANONIMAS_DIA) {
      throw demasiadasAnonimas('dia', (c.primera?.getTime() ?? hora.getTime()) + 24 * HORA_MS - ahora);
    }
    return { direccionHmac, hora };
  }

  /** The counts of hours out of every window go (a statement of its own, before any lock). */
  private barrerAnonimas() {
    const hora = Math.floor(this.deps.ahora().getTime() / HORA_MS) * HORA_MS;
    return this.deps.repo.barrerAnonimas(new Date(hora - 24 * HORA_MS));
  }

  private async publicada(id: number) {
    const e = await this.deps.repo.porId(id);
    if (!e?.publicada) throw noAccesible();
    return e;
  }

  /** The token's survey, published; a token of another survey is 35. */
  private async suya(quien: Encuestado, id: number) {
    if (quien.idEncuesta !== id) throw noAccesible();
    return this.publicada(id);
  }

  private async comprobarPublico(e: FilaEncuesta, usuario: Usuario) {
    if (!e.paraAlumnos && !e.paraEmpresa) {
      throw rechazo(PortalCodes.ENCUESTA_NO_PARA_REGISTRADOS, 'encuesta.noParaRegistrados');
    }
    if (usuario.tipo === 'alumno' ? !e.paraAlumnos : !e.paraEmpresa) throw fueraDePublico();
    const { hayLista, incluido } = await this.deps.repo.destinatario(e.id, usuario);
    if (hayLista && !incluido) throw fueraDePublico();
  }

  private async entrar(e: FilaEncuesta, usuario: Usuario): Promise<TokenEncuesta> {
    await this.comprobarPublico(e, usuario);
    if (await this.deps.repo.contestada(e.id, usuario)) throw yaContestada();
    const aceptado = !e.requiereRgpd || (await this.deps.repo.rgpdAceptado(e.id, usuario));
    const { token } = await this.deps.tokens.emitir(e.id, usuario, aceptado);
    return { token, idEncuesta: e.id, urlAcceso: e.urlAcceso, rgpdPendiente: !aceptado };
  }

  private vistaCabecera(e: FilaEncuesta): CabeceraEncuesta {
    return {
      idEncuesta: e.id,
      titulo: e.titulo,
      descripcion: e.descripcion,
      urlAcceso: e.urlAcceso,
      sacaOpcionAnonima: e.sacaOpcionAnonima,
      paraAlumnos: e.paraAlumnos,
      paraEmpresa: e.paraEmpresa,
      sso: e.paraAlumnos && this.deps.saml.activo,
      requiereRGPD: e.requiereRgpd,
      textoRGPD: e.requiereRgpd ? e.textoRgpd : null,
    };
  }
}

/**
 * The path a set of answers makes: from the first question, each answered
 * choice with a jump leads to its destination (always a later question), any
 * other to the next. Returns the values to store (only the path's), the
 * mandatory questions left unanswered on it, and how many were answered.
 */
export function recorrer(preguntas: FilaPregunta[], lista: Contestacion[]) {
  const dadas = new Map<number, Contestacion>();
  for (const c of lista) {
    if (dadas.has(c.idPregunta))
      throw camposErroneos([{ campo: 'lContestaciones', mensaje: 'Una pregunta contestada dos veces' }]);
    dadas.set(c.idPregunta, c);
  }
  const indice = new Map(preguntas.map((p, i) => [p.id, i]));
  const valores: ValorContestado[] = [];
  const faltan: number[] = [];
  let camino = 0;
  let i = 0;
  while (i < preguntas.length) {
    const p = preguntas[i] as FilaPregunta;
    const c = dadas.get(p.id);
    const elegidas = leer(p, c);
    let siguiente = i + 1;
    if (elegidas === null) {
      if (p.obligatoria) faltan.push(p.id);
    } else {
      camino++;
      valores.push(...elegidas.valores);
      if (elegidas.destino !== null) {
        const d = indice.get(elegidas.destino);
        if (d !== undefined && d > i) siguiente = d;
      }
    }
    i = siguiente;
  }
  return { valores, faltan, camino };
}

/** One question's answer: null when unanswered; refused (15) when it names answers of another question or breaks its type. */
function leer(p: FilaPregunta, c: Contestacion | undefined): { valores: ValorContestado[]; destino: number | null } | null {
  if (!c) return null;
  const mal = () => camposErroneos([{ campo: `lContestaciones.${p.id}`, mensaje: `La respuesta a «${p.texto}» no es válida` }]);
  const tipo = p.tipo as TipoPregunta;
  if (CON_RESPUESTAS.includes(tipo)) {
    const ids = c.idRespuestas ?? [];
    if (ids.length === 0) return null;
    if (new Set(ids).size !== ids.length || (tipo !== 'multiple' && ids.length > 1)) throw mal();
    const elegidas = p.respuestas.filter((r) => ids.includes(r.id));
    if (elegidas.length !== ids.length) throw mal();
    const conSalto = elegidas.find((r) => r.idPreguntaDestino !== null);
    return {
      valores: elegidas.map((r) => ({ idPregunta: p.id, idRespuesta: r.id, valor: null, texto: null })),
      destino: conSalto?.idPreguntaDestino ?? null,
    };
  }
  if ((c.idRespuestas ?? []).length > 0) throw mal();
  if (tipo === 'escala') {
    if (c.valor === undefined) return null;
    return { valores: [{ idPregunta: p.id, idRespuesta: null, valor: c.valor, texto: null }], destino: null };
  }
  const texto = c.texto?.trim() ?? '';
  if (texto === '') return null;
  return { valores: [{ idPregunta: p.id, idRespuesta: null, valor: null, texto }], destino: null };
}

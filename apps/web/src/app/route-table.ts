import type { PublicBrand } from '@puente/contract/brand';

/**
 * Who may open a route: `publico` anyone; `invitado` only without a session
 * (login paths); `autenticado` any logged-in role; `alumno`/`empresa` one role.
 */
export type Access = 'publico' | 'invitado' | 'autenticado' | 'alumno' | 'empresa';

/** The screen module a route lazy-loads (router.tsx maps each to an import). */
export type Screen =
  | 'enConstruccion'
  | 'home'
  | 'login'
  | 'godMode'
  | 'logout'
  | 'mantenimiento'
  | 'errorConexion'
  | 'politica'
  | 'englishPage'
  | 'contact'
  | 'ofertas'
  | 'ofertaDetalle'
  | 'misCandidaturas'
  | 'candidaturaDetalle'
  | 'empresaNuevaOferta'
  | 'empresaEditarOferta'
  | 'empresaMisOfertas'
  | 'empresaOferta'
  | 'empresaVisorOferta'
  | 'empresaVerCv';

/** How much of the shell wraps the screen. */
export type Chrome = 'full' | 'plain' | 'bare';

export interface RouteDef {
  path: string;
  /** Key of the title and link name in i18n `routes.*`; en.json holds the English alias. */
  name: string;
  access: Access;
  screen: Screen;
  /** Breadcrumb parent (a route name). */
  parent?: string;
  /** Brand condition; false sends the user home. */
  flag?: (brand: PublicBrand) => boolean;
  /**
   * full: shell with heading and breadcrumbs; plain: shell, the screen renders
   * its own heading; bare: no header or menu (maintenance, connection error).
   */
  chrome?: Chrome;
}

const eventos = (b: PublicBrand) => b.flags.hasEventos;
const guias = (b: PublicBrand) => b.flags.hasGuiasOrientacion;
const programas = (b: PublicBrand) => b.flags.hasProgramaPracticasActivo;
const empleo = (b: PublicBrand) => !b.flags.withoutEmpleo;

const pending = (path: string, name: string, access: Access, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  name,
  access,
  screen: 'enConstruccion',
  ...extra,
});

/** Every route of spec §2. Order matters only for readability: matching is by specificity. */
export const routeTable: RouteDef[] = [
  { path: '/', name: 'home', access: 'autenticado', screen: 'home', chrome: 'plain' },

  // Public (spec §2 "Public (no login)")
  { path: '/login', name: 'login', access: 'invitado', screen: 'login', chrome: 'plain' },
  { path: '/login/empresas', name: 'loginEmpresas', access: 'invitado', screen: 'login', chrome: 'plain', parent: 'login' },
  { path: '/login/:id', name: 'loginEspecifico', access: 'invitado', screen: 'login', chrome: 'plain', parent: 'login' },
  { path: '/gma2019', name: 'godMode', access: 'publico', screen: 'godMode' },
  { path: '/mantenimiento', name: 'mantenimiento', access: 'publico', screen: 'mantenimiento', chrome: 'bare' },
  { path: '/404', name: 'errorConexion', access: 'publico', screen: 'errorConexion', chrome: 'bare' },
  { path: '/logout', name: 'logout', access: 'publico', screen: 'logout' },
  pending('/solicitar-cuenta', 'solicitarCuenta', 'publico'),
  pending('/registro', 'registro', 'publico', { flag: (b) => b.registroPermitido }),
  pending('/restablecer-login', 'restablecerLogin', 'publico'),
  pending('/restablecer-candidato', 'restablecerCandidato', 'publico'),
  pending('/establecer-login', 'establecerLogin', 'publico'),
  pending('/evento-publico', 'eventoPublico', 'publico'),
  pending('/evento-publico/:id', 'eventoPublicoDetalle', 'publico', { parent: 'eventoPublico' }),
  pending('/encuesta', 'encuesta', 'publico'),
  pending('/encuestas/:urlAcceso', 'encuestaDetalle', 'publico', { parent: 'encuestas' }),
  pending('/encuestas/:urlAcceso/acceso', 'encuestaAcceso', 'publico', { parent: 'encuestas' }),
  pending('/acceso', 'acceso', 'publico'),
  { path: '/politica-de-privacidad', name: 'politicaPrivacidad', access: 'publico', screen: 'politica' },
  { path: '/politica-de-cookies', name: 'politicaCookies', access: 'publico', screen: 'politica' },
  { path: '/proteccion-de-datos', name: 'proteccionDatos', access: 'publico', screen: 'politica' },

  // English only
  { path: '/news', name: 'news', access: 'publico', screen: 'englishPage' },
  { path: '/press-room', name: 'pressRoom', access: 'publico', screen: 'englishPage' },
  { path: '/contact', name: 'contact', access: 'publico', screen: 'contact' },
  { path: '/work-with-us', name: 'workWithUs', access: 'publico', screen: 'englishPage' },
  { path: '/privacy-policy', name: 'privacyPolicy', access: 'publico', screen: 'politica' },
  { path: '/cookies-policy', name: 'cookiesPolicy', access: 'publico', screen: 'politica' },

  // Any logged-in role
  pending('/programas-practicas-activos', 'programasActivos', 'autenticado', { flag: programas }),
  pending('/programa-practicas', 'programaPracticas', 'autenticado', { flag: programas, parent: 'programasActivos' }),
  pending('/programa-practicas/:id', 'programaPracticasDetalle', 'autenticado', { flag: programas, parent: 'programasActivos' }),
  pending('/propuesta-practicas', 'propuestaPracticas', 'autenticado'),
  pending('/eventos', 'eventos', 'autenticado', { flag: eventos }),
  pending('/eventos/:id', 'eventoDetalle', 'autenticado', { flag: eventos, parent: 'eventos' }),
  pending('/encuestas', 'encuestas', 'autenticado'),

  // Student only
  { path: '/ofertas-empleo', name: 'ofertasEmpleo', access: 'alumno', screen: 'ofertas', flag: empleo },
  {
    path: '/ofertas-empleo/:urlAcceso',
    name: 'ofertaEmpleoDetalle',
    access: 'alumno',
    screen: 'ofertaDetalle',
    flag: empleo,
    parent: 'ofertasEmpleo',
    chrome: 'plain',
  },
  { path: '/ofertas-practicas', name: 'ofertasPracticas', access: 'alumno', screen: 'ofertas' },
  {
    path: '/ofertas-practicas/:urlAcceso',
    name: 'ofertaPracticasDetalle',
    access: 'alumno',
    screen: 'ofertaDetalle',
    parent: 'ofertasPracticas',
    chrome: 'plain',
  },
  { path: '/mis-candidaturas', name: 'misCandidaturas', access: 'alumno', screen: 'misCandidaturas' },
  {
    path: '/mis-candidaturas/:urlAcceso',
    name: 'candidaturaDetalle',
    access: 'alumno',
    screen: 'candidaturaDetalle',
    parent: 'misCandidaturas',
    chrome: 'plain',
  },
  pending('/cv', 'cv', 'alumno'),
  pending('/mis-practicas', 'misPracticas', 'alumno'),
  pending('/guias-orientacion', 'guiasOrientacion', 'alumno', { flag: guias }),
  pending('/orientacion-laboral', 'orientacionLaboral', 'alumno'),
  pending('/ayuda', 'ayuda', 'alumno', { flag: (b) => b.flags.hashelp }),

  // Company only
  pending('/documentacion', 'documentacion', 'empresa'),
  pending('/subir-convenio-firmado', 'subirConvenioFirmado', 'empresa'),
  pending('/nuevo-convenio-colaboracion', 'nuevoConvenio', 'empresa', { flag: (b) => b.flags.canCrearConvenios }),
  { path: '/nueva-oferta', name: 'nuevaOferta', access: 'empresa', screen: 'empresaNuevaOferta' },
  { path: '/nueva-oferta/:tipo', name: 'nuevaOfertaTipo', access: 'empresa', screen: 'empresaNuevaOferta', parent: 'misOfertas' },
  { path: '/editar-oferta', name: 'editarOferta', access: 'empresa', screen: 'empresaEditarOferta', parent: 'misOfertas' },
  {
    path: '/editar-oferta/:idOferta',
    name: 'editarOferta',
    access: 'empresa',
    screen: 'empresaEditarOferta',
    parent: 'misOfertas',
  },
  { path: '/mis-ofertas', name: 'misOfertas', access: 'empresa', screen: 'empresaMisOfertas' },
  // Spec's mis_ofertas/{id}: the same page as the offer's (its candidates); the screen writes the offer's title as h1.
  {
    path: '/mis-ofertas/:id',
    name: 'miOfertaCandidatos',
    access: 'empresa',
    screen: 'empresaOferta',
    parent: 'misOfertas',
    chrome: 'plain',
  },
  { path: '/oferta', name: 'oferta', access: 'empresa', screen: 'empresaOferta', parent: 'misOfertas' },
  { path: '/oferta/:id', name: 'oferta', access: 'empresa', screen: 'empresaOferta', parent: 'misOfertas', chrome: 'plain' },
  { path: '/visor-oferta', name: 'visorOferta', access: 'empresa', screen: 'empresaVisorOferta', parent: 'misOfertas' },
  { path: '/visor-oferta/:id', name: 'visorOferta', access: 'empresa', screen: 'empresaVisorOferta', parent: 'misOfertas' },
  pending('/mi-empresa', 'miEmpresa', 'empresa'),
  pending('/mi-perfil', 'miPerfil', 'empresa'),
  pending('/solicitar-cambio-practicas', 'solicitarCambioPracticas', 'empresa', { flag: (b) => b.flags.canCambiarPracticas }),
  { path: '/ver-cv', name: 'verCv', access: 'empresa', screen: 'empresaVerCv', parent: 'misOfertas' },
  { path: '/ver-cv/:id', name: 'verCv', access: 'empresa', screen: 'empresaVerCv', parent: 'misOfertas' },
  pending('/solicitudes-practicas-educacion', 'solicitudesPracticasEducacion', 'empresa'),
  pending('/solicitudes-practicas-educacion/:id', 'solicitudPracticasEducacion', 'empresa', {
    parent: 'solicitudesPracticasEducacion',
  }),
  pending('/solicitudes-practicas-educacion/:id/editar', 'editarSolicitudPracticasEducacion', 'empresa', {
    parent: 'solicitudesPracticasEducacion',
  }),
];

const byName = new Map(routeTable.map((route) => [route.name, route]));

/** The first path declared for a name: the target of links and breadcrumbs. */
export const pathOf = (name: string) => byName.get(name)?.path ?? '/';

/** Breadcrumb chain from home to the route (names), parents first. */
export function ancestry(def: RouteDef): RouteDef[] {
  const chain: RouteDef[] = [];
  let parent = def.parent ? byName.get(def.parent) : undefined;
  while (parent && !chain.includes(parent)) {
    chain.unshift(parent);
    parent = parent.parent ? byName.get(parent.parent) : undefined;
  }
  return chain;
}

/** Paths where the guard must not send anyone to maintenance (spec §4). */
export const maintenanceExempt = ['/mantenimiento', '/gma2019'];

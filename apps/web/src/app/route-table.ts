import type { PublicBrand } from '@puente/contract/brand';
import type { ComponentType } from 'react';
import type { CatalogueArea } from '@/lib/i18n';
import { registerRoutes } from './route-links';

/**
 * Who may open a route: `publico` anyone; `invitado` only without a session
 * (login paths); `autenticado` any logged-in role; `alumno`/`empresa`/`gestor`
 * one role (no staff screen yet: the back office will add its rows).
 */
export type Access = 'publico' | 'invitado' | 'autenticado' | 'alumno' | 'empresa' | 'gestor';

/** What a route's lazy loader resolves to: the screen as the module's default export. */
export interface ScreenModule {
  default: ComponentType;
}

/** How much of the shell wraps the screen. */
export type Chrome = 'full' | 'plain' | 'bare';

/**
 * One row of the registry. `N` is the union of every route name, so a parent
 * (and, through `RouteName`, every `pathOf` call) must name a declared route.
 */
export interface RouteRow<N extends string> {
  path: string;
  /** Key of the title and link name in i18n `routes.*`; en.json holds the English alias. Unique per row. */
  name: N;
  access: Access;
  /**
   * The screen's chunk. A new screen is one row: its path, its rules and this
   * import. A chunk that fails to download sends the user to /404 (route-error.tsx).
   */
  screen: () => Promise<ScreenModule>;
  /**
   * The feature catalogues (src/i18n/<area>/) its screen uses, loaded with it;
   * route-catalogues.test.ts checks them against the screen's imports.
   */
  catalogues?: readonly CatalogueArea[];
  /** Breadcrumb parent (a route name). */
  parent?: NoInfer<N>;
  /** Brand condition; false sends the user home. */
  flag?: (brand: PublicBrand) => boolean;
  /**
   * full: shell with heading and breadcrumbs; plain: shell, the screen renders
   * its own heading; bare: no header or menu (maintenance, connection error).
   */
  chrome?: Chrome;
}

/**
 * Infers the names as a union of literals from the rows themselves; `NoInfer`
 * keeps a misspelt parent from widening that union (it fails to compile instead).
 */
const defineRoutes = <const N extends string>(rows: readonly RouteRow<N>[]) => rows;

const eventos = (b: PublicBrand) => b.flags.hasEventos;
const guias = (b: PublicBrand) => b.flags.hasGuiasOrientacion;
const programas = (b: PublicBrand) => b.flags.hasProgramaPracticasActivo;
const empleo = (b: PublicBrand) => !b.flags.withoutEmpleo;

/** Every route of spec §2. Order matters only for readability: matching is by specificity. */
export const routeTable = defineRoutes([
  {
    path: '/',
    name: 'home',
    access: 'autenticado',
    screen: () => import('./routes/home'),
    catalogues: ['candidaturas', 'eventos', 'guias', 'inicioAlumno', 'inicioEmpresa', 'ofertas', 'programas'],
    chrome: 'plain',
  },

  // Public (spec §2 "Public (no login)")
  { path: '/login', name: 'login', access: 'invitado', screen: () => import('./routes/login'), chrome: 'plain' },
  {
    path: '/login/empresas',
    name: 'loginEmpresas',
    access: 'invitado',
    screen: () => import('./routes/login'),
    chrome: 'plain',
    parent: 'login',
  },
  {
    path: '/login/:id',
    name: 'loginEspecifico',
    access: 'invitado',
    screen: () => import('./routes/login'),
    chrome: 'plain',
    parent: 'login',
  },
  { path: '/gma2019', name: 'godMode', access: 'publico', screen: () => import('./routes/god-mode') },
  {
    path: '/mantenimiento',
    name: 'mantenimiento',
    access: 'publico',
    screen: () => import('./routes/mantenimiento'),
    chrome: 'bare',
  },
  { path: '/404', name: 'errorConexion', access: 'publico', screen: () => import('./routes/connection-error'), chrome: 'bare' },
  { path: '/logout', name: 'logout', access: 'publico', screen: () => import('./routes/logout') },
  {
    path: '/solicitar-cuenta',
    name: 'solicitarCuenta',
    access: 'publico',
    screen: () => import('./routes/solicitar-cuenta'),
    catalogues: ['cuentaEmpresa', 'formulariosEmpresa'],
  },
  {
    path: '/registro',
    name: 'registro',
    access: 'publico',
    screen: () => import('./routes/registro'),
    catalogues: ['registro'],
    flag: (b) => b.registroPermitido,
  },
  {
    path: '/restablecer-login',
    name: 'restablecerLogin',
    access: 'publico',
    screen: () => import('./routes/restablecer-login'),
    catalogues: ['clavesEmpresa'],
  },
  {
    path: '/restablecer-candidato',
    name: 'restablecerCandidato',
    access: 'publico',
    screen: () => import('./routes/restablecer-candidato'),
    catalogues: ['registro'],
  },
  {
    path: '/establecer-login',
    name: 'establecerLogin',
    access: 'publico',
    screen: () => import('./routes/establecer-login'),
    catalogues: ['clavesEmpresa'],
  },
  {
    path: '/evento-publico',
    name: 'eventoPublico',
    access: 'publico',
    screen: () => import('./routes/evento-publico'),
    catalogues: ['eventos'],
    flag: eventos,
  },
  {
    path: '/evento-publico/:id',
    name: 'eventoPublicoDetalle',
    access: 'publico',
    screen: () => import('./routes/evento-publico'),
    catalogues: ['eventos'],
    flag: eventos,
    parent: 'eventoPublico',
  },
  {
    path: '/encuesta',
    name: 'encuesta',
    access: 'publico',
    screen: () => import('./routes/encuesta'),
    catalogues: ['encuestas'],
  },
  {
    path: '/encuestas/:urlAcceso',
    name: 'encuestaDetalle',
    access: 'publico',
    screen: () => import('./routes/encuesta-entrada'),
    catalogues: ['encuestas'],
    parent: 'encuestas',
  },
  {
    path: '/encuestas/:urlAcceso/acceso',
    name: 'encuestaAcceso',
    access: 'publico',
    screen: () => import('./routes/encuesta-entrada'),
    catalogues: ['encuestas'],
    parent: 'encuestas',
  },
  { path: '/acceso', name: 'acceso', access: 'publico', screen: () => import('./routes/acceso'), chrome: 'plain' },
  { path: '/politica-de-privacidad', name: 'politicaPrivacidad', access: 'publico', screen: () => import('./routes/politica') },
  { path: '/politica-de-cookies', name: 'politicaCookies', access: 'publico', screen: () => import('./routes/politica') },
  { path: '/proteccion-de-datos', name: 'proteccionDatos', access: 'publico', screen: () => import('./routes/politica') },

  // English only
  { path: '/news', name: 'news', access: 'publico', screen: () => import('./routes/english-page') },
  { path: '/press-room', name: 'pressRoom', access: 'publico', screen: () => import('./routes/english-page') },
  { path: '/contact', name: 'contact', access: 'publico', screen: () => import('./routes/contact') },
  { path: '/work-with-us', name: 'workWithUs', access: 'publico', screen: () => import('./routes/english-page') },
  { path: '/privacy-policy', name: 'privacyPolicy', access: 'publico', screen: () => import('./routes/politica') },
  { path: '/cookies-policy', name: 'cookiesPolicy', access: 'publico', screen: () => import('./routes/politica') },

  // Any logged-in role
  {
    path: '/programas-practicas-activos',
    name: 'programasActivos',
    access: 'autenticado',
    screen: () => import('./routes/programas-practicas-activos'),
    catalogues: ['programas'],
    flag: programas,
  },
  // Without an id the list is the page to show.
  {
    path: '/programa-practicas',
    name: 'programaPracticas',
    access: 'autenticado',
    screen: () => import('./routes/programas-practicas-activos'),
    catalogues: ['programas'],
    flag: programas,
    parent: 'programasActivos',
  },
  {
    path: '/programa-practicas/:id',
    name: 'programaPracticasDetalle',
    access: 'autenticado',
    screen: () => import('./routes/programa-practicas'),
    catalogues: ['programas'],
    flag: programas,
    parent: 'programasActivos',
  },
  {
    path: '/propuesta-practicas',
    name: 'propuestaPracticas',
    access: 'autenticado',
    screen: () => import('./routes/propuesta-practicas'),
    catalogues: ['formulariosEmpresa', 'solicitudesPractica'],
  },
  {
    path: '/eventos',
    name: 'eventos',
    access: 'autenticado',
    screen: () => import('./routes/eventos'),
    catalogues: ['eventos'],
    flag: eventos,
  },
  {
    path: '/eventos/:id',
    name: 'eventoDetalle',
    access: 'autenticado',
    screen: () => import('./routes/eventos-detalle'),
    catalogues: ['eventos'],
    flag: eventos,
    parent: 'eventos',
  },
  {
    path: '/encuestas',
    name: 'encuestas',
    access: 'autenticado',
    screen: () => import('./routes/encuestas'),
    catalogues: ['encuestas'],
  },

  // Student only
  {
    path: '/ofertas-empleo',
    name: 'ofertasEmpleo',
    access: 'alumno',
    screen: () => import('./routes/ofertas'),
    catalogues: ['candidaturas', 'ofertas'],
    flag: empleo,
  },
  {
    path: '/ofertas-empleo/:urlAcceso',
    name: 'ofertaEmpleoDetalle',
    access: 'alumno',
    screen: () => import('./routes/oferta-detalle'),
    catalogues: ['candidaturas', 'ofertas'],
    flag: empleo,
    parent: 'ofertasEmpleo',
    chrome: 'plain',
  },
  {
    path: '/ofertas-practicas',
    name: 'ofertasPracticas',
    access: 'alumno',
    screen: () => import('./routes/ofertas'),
    catalogues: ['candidaturas', 'ofertas'],
  },
  {
    path: '/ofertas-practicas/:urlAcceso',
    name: 'ofertaPracticasDetalle',
    access: 'alumno',
    screen: () => import('./routes/oferta-detalle'),
    catalogues: ['candidaturas', 'ofertas'],
    parent: 'ofertasPracticas',
    chrome: 'plain',
  },
  {
    path: '/mis-candidaturas',
    name: 'misCandidaturas',
    access: 'alumno',
    screen: () => import('./routes/mis-candidaturas'),
    catalogues: ['candidaturas'],
  },
  {
    path: '/mis-candidaturas/:urlAcceso',
    name: 'candidaturaDetalle',
    access: 'alumno',
    screen: () => import('./routes/candidatura-detalle'),
    catalogues: ['candidaturas'],
    parent: 'misCandidaturas',
    chrome: 'plain',
  },
  { path: '/cv', name: 'cv', access: 'alumno', screen: () => import('./routes/cv'), catalogues: ['cv'] },
  {
    path: '/mis-practicas',
    name: 'misPracticas',
    access: 'alumno',
    screen: () => import('./routes/mis-practicas'),
    catalogues: ['practicasAlumno'],
  },
  {
    path: '/guias-orientacion',
    name: 'guiasOrientacion',
    access: 'alumno',
    screen: () => import('./routes/guias-orientacion'),
    catalogues: ['guias'],
    flag: guias,
  },
  {
    path: '/orientacion-laboral',
    name: 'orientacionLaboral',
    access: 'alumno',
    screen: () => import('./routes/orientacion-laboral'),
    catalogues: ['orientacion'],
  },
  {
    path: '/ayuda',
    name: 'ayuda',
    access: 'alumno',
    screen: () => import('./routes/ayuda'),
    catalogues: ['orientacion'],
    flag: (b) => b.flags.hashelp,
  },

  // Company only
  {
    path: '/documentacion',
    name: 'documentacion',
    access: 'empresa',
    screen: () => import('./routes/documentacion'),
    catalogues: ['practicasEmpresa'],
  },
  {
    path: '/subir-convenio-firmado',
    name: 'subirConvenioFirmado',
    access: 'empresa',
    screen: () => import('./routes/subir-convenio-firmado'),
    catalogues: ['convenios'],
  },
  {
    path: '/nuevo-convenio-colaboracion',
    name: 'nuevoConvenio',
    access: 'empresa',
    screen: () => import('./routes/nuevo-convenio'),
    catalogues: ['convenios', 'formulariosEmpresa'],
    flag: (b) => b.flags.canCrearConvenios,
  },
  {
    path: '/nueva-oferta',
    name: 'nuevaOferta',
    access: 'empresa',
    screen: () => import('./routes/empresa-nueva-oferta'),
    catalogues: ['ofertasEmpresa'],
  },
  {
    path: '/nueva-oferta/:tipo',
    name: 'nuevaOfertaTipo',
    access: 'empresa',
    screen: () => import('./routes/empresa-nueva-oferta'),
    catalogues: ['ofertasEmpresa'],
    parent: 'misOfertas',
  },
  {
    path: '/editar-oferta',
    name: 'editarOferta',
    access: 'empresa',
    screen: () => import('./routes/empresa-editar-oferta'),
    catalogues: ['ofertasEmpresa', 'procesos'],
    parent: 'misOfertas',
  },
  {
    path: '/editar-oferta/:idOferta',
    name: 'editarOfertaId',
    access: 'empresa',
    screen: () => import('./routes/empresa-editar-oferta'),
    catalogues: ['ofertasEmpresa', 'procesos'],
    parent: 'misOfertas',
  },
  {
    path: '/mis-ofertas',
    name: 'misOfertas',
    access: 'empresa',
    screen: () => import('./routes/empresa-mis-ofertas'),
    catalogues: ['procesos'],
  },
  // Spec's mis_ofertas/{id}: the same page as the offer's (its candidates); the screen writes the offer's title as h1.
  {
    path: '/mis-ofertas/:id',
    name: 'miOfertaCandidatos',
    access: 'empresa',
    screen: () => import('./routes/empresa-oferta'),
    catalogues: ['candidatos', 'procesos'],
    parent: 'misOfertas',
    chrome: 'plain',
  },
  {
    path: '/oferta',
    name: 'oferta',
    access: 'empresa',
    screen: () => import('./routes/empresa-oferta'),
    catalogues: ['candidatos', 'procesos'],
    parent: 'misOfertas',
  },
  {
    path: '/oferta/:id',
    name: 'ofertaId',
    access: 'empresa',
    screen: () => import('./routes/empresa-oferta'),
    catalogues: ['candidatos', 'procesos'],
    parent: 'misOfertas',
    chrome: 'plain',
  },
  {
    path: '/visor-oferta',
    name: 'visorOferta',
    access: 'empresa',
    screen: () => import('./routes/empresa-visor-oferta'),
    catalogues: ['ofertas', 'procesos'],
    parent: 'misOfertas',
  },
  // The student's offer view (components/oferta-vista) with its ofertas texts; the screen writes the offer's title as h1.
  {
    path: '/visor-oferta/:id',
    name: 'visorOfertaId',
    access: 'empresa',
    screen: () => import('./routes/empresa-visor-oferta'),
    catalogues: ['ofertas', 'procesos'],
    parent: 'misOfertas',
    chrome: 'plain',
  },
  {
    path: '/mi-empresa',
    name: 'miEmpresa',
    access: 'empresa',
    screen: () => import('./routes/mi-empresa'),
    catalogues: ['cuentaEmpresa', 'formulariosEmpresa'],
  },
  {
    path: '/mi-perfil',
    name: 'miPerfil',
    access: 'empresa',
    screen: () => import('./routes/mi-perfil'),
    catalogues: ['cuentaEmpresa', 'formulariosEmpresa'],
  },
  {
    path: '/solicitar-cambio-practicas',
    name: 'solicitarCambioPracticas',
    access: 'empresa',
    flag: (b) => b.flags.canCambiarPracticas,
    screen: () => import('./routes/solicitar-cambio-practicas'),
    catalogues: ['formulariosEmpresa', 'practicasEmpresa'],
  },
  {
    path: '/ver-cv',
    name: 'verCv',
    access: 'empresa',
    screen: () => import('./routes/empresa-ver-cv'),
    catalogues: ['candidatos', 'procesos'],
    parent: 'misOfertas',
  },
  {
    path: '/ver-cv/:id',
    name: 'verCvId',
    access: 'empresa',
    screen: () => import('./routes/empresa-ver-cv'),
    catalogues: ['candidatos', 'procesos'],
    parent: 'misOfertas',
  },
  {
    path: '/solicitudes-practicas-educacion',
    name: 'solicitudesPracticasEducacion',
    access: 'empresa',
    screen: () => import('./routes/solicitudes-practicas-educacion'),
    catalogues: ['solicitudesPractica'],
  },
  {
    path: '/solicitudes-practicas-educacion/:id',
    name: 'solicitudPracticasEducacion',
    access: 'empresa',
    screen: () => import('./routes/solicitudes-practicas-educacion-detalle'),
    catalogues: ['formulariosEmpresa', 'solicitudesPractica'],
    parent: 'solicitudesPracticasEducacion',
  },
  {
    path: '/solicitudes-practicas-educacion/:id/editar',
    name: 'editarSolicitudPracticasEducacion',
    access: 'empresa',
    screen: () => import('./routes/solicitudes-practicas-educacion-editar'),
    catalogues: ['formulariosEmpresa', 'solicitudesPractica'],
    parent: 'solicitudesPracticasEducacion',
  },
]);

/** Every route name: `pathOf` and menu entries take only these, so a typo fails the type check. */
export type RouteName = (typeof routeTable)[number]['name'];
export type RouteDef = RouteRow<RouteName>;

registerRoutes(routeTable);

/** Paths where the guard must not send anyone to maintenance (spec §4). */
export const mantenimientoExempt = ['/mantenimiento', '/gma2019'];

import { defineRoutes, eventos, programas } from './tipos';

/** What any logged-in role opens: the home, and the screens students and companies share. */
export const rutasComunes = defineRoutes([
  // A student's and a company contact's own data (issue 28): the screen calls its role's endpoints; staff go home.
  {
    path: '/mis-datos',
    name: 'misDatos',
    access: 'autenticado',
    screen: () => import('../routes/mis-datos'),
    catalogues: ['formulariosEmpresa', 'misDatos'],
  },
  {
    path: '/',
    name: 'home',
    access: 'autenticado',
    screen: () => import('../routes/home'),
    catalogues: ['candidaturas', 'eventos', 'guias', 'inicioAlumno', 'inicioEmpresa', 'ofertas', 'ofertasGuardadas', 'programas'],
    chrome: 'plain',
  },
  {
    path: '/programas-practicas-activos',
    name: 'programasActivos',
    access: 'autenticado',
    screen: () => import('../routes/programas-practicas-activos'),
    catalogues: ['programas'],
    flag: programas,
  },
  // Without an id the list is the page to show.
  {
    path: '/programa-practicas',
    name: 'programaPracticas',
    access: 'autenticado',
    screen: () => import('../routes/programas-practicas-activos'),
    catalogues: ['programas'],
    flag: programas,
    parent: 'programasActivos',
  },
  {
    path: '/programa-practicas/:id',
    name: 'programaPracticasDetalle',
    access: 'autenticado',
    screen: () => import('../routes/programa-practicas'),
    catalogues: ['programas'],
    flag: programas,
    parent: 'programasActivos',
  },
  {
    path: '/propuesta-practicas',
    name: 'propuestaPracticas',
    access: 'autenticado',
    screen: () => import('../routes/propuesta-practicas'),
    catalogues: ['formulariosEmpresa', 'solicitudesPractica'],
  },
  {
    path: '/eventos',
    name: 'eventos',
    access: 'autenticado',
    screen: () => import('../routes/eventos'),
    catalogues: ['eventos'],
    flag: eventos,
  },
  {
    path: '/eventos/:id',
    name: 'eventoDetalle',
    access: 'autenticado',
    screen: () => import('../routes/eventos-detalle'),
    catalogues: ['eventos'],
    flag: eventos,
    parent: 'eventos',
  },
  {
    path: '/encuestas',
    name: 'encuestas',
    access: 'autenticado',
    screen: () => import('../routes/encuestas'),
    catalogues: ['encuestas'],
  },
]);

import { defineRoutes } from './tipos';

/**
 * The staff area (/gestion, role `gestor`) and its login. Which screens a
 * member sees in the menu depends on their permissions (app/layout/gestion/menu-gestion.ts);
 * a screen checks them again and says so when they do not open it.
 */
export const rutasGestion = defineRoutes([
  {
    path: '/login/gestion',
    name: 'loginGestion',
    access: 'invitado',
    screen: () => import('../routes/login-gestion'),
    chrome: 'plain',
  },
  {
    path: '/gestion',
    name: 'gestion',
    access: 'gestor',
    screen: () => import('../routes/gestion'),
    catalogues: ['gestion', 'pendienteDecisiones'],
    chrome: 'plain',
  },
  {
    path: '/gestion/equipo',
    name: 'gestionEquipo',
    access: 'gestor',
    screen: () => import('../routes/gestion-equipo'),
    catalogues: ['formulariosEmpresa', 'gestion'],
  },
  {
    path: '/gestion/empresas',
    name: 'gestionEmpresas',
    access: 'gestor',
    screen: () => import('../routes/gestion-empresas'),
    catalogues: ['gestionEmpresas'],
  },
  // A company's page; the screen writes its name as h1 and takes the route's extra header actions.
  {
    path: '/gestion/empresas/:id',
    name: 'gestionEmpresa',
    access: 'gestor',
    screen: () => import('../routes/gestion-empresa'),
    catalogues: ['gestionEmpresas', 'modoDios'],
    parent: 'gestionEmpresas',
    chrome: 'plain',
  },
  {
    path: '/gestion/ofertas',
    name: 'gestionOfertas',
    access: 'gestor',
    screen: () => import('../routes/gestion-ofertas'),
    catalogues: ['gestion', 'cambiosOferta'],
  },
  // The offer as students will see it (components/oferta-vista, its ofertas texts); the screen writes the title as h1.
  {
    path: '/gestion/ofertas/:id',
    name: 'gestionOferta',
    access: 'gestor',
    screen: () => import('../routes/gestion-oferta'),
    catalogues: ['ofertas', 'gestion', 'cambiosOferta'],
    parent: 'gestionOfertas',
    chrome: 'plain',
  },
  // The audit trail; its filters live in the address (?objeto=empresa&id=12 from another page's "Ver actividad").
  {
    path: '/gestion/actividad',
    name: 'gestionActividad',
    access: 'gestor',
    screen: () => import('../routes/gestion-actividad'),
    catalogues: ['gestionActividad'],
  },
  {
    path: '/gestion/alumnos',
    name: 'gestionAlumnos',
    access: 'gestor',
    screen: () => import('../routes/gestion-alumnos'),
    catalogues: ['gestion', 'gestionAlumnos'],
  },
  {
    path: '/gestion/alumnos/bajas',
    name: 'gestionAlumnosBajas',
    access: 'gestor',
    screen: () => import('../routes/gestion-alumnos-bajas'),
    catalogues: ['gestion', 'gestionAlumnos'],
    parent: 'gestionAlumnos',
  },
  // The student's page writes their name as h1; its CV uses the candidates' view (candidatos texts).
  {
    path: '/gestion/alumnos/:id',
    name: 'gestionAlumno',
    access: 'gestor',
    screen: () => import('../routes/gestion-alumno'),
    catalogues: ['candidatos', 'gestion', 'gestionAlumnos', 'modoDios'],
    parent: 'gestionAlumnos',
    chrome: 'plain',
  },
  // Internships (decision 042): the list with the tutors' report reminders, the monthly effective days and a record.
  {
    path: '/gestion/practicas',
    name: 'gestionPracticas',
    access: 'gestor',
    screen: () => import('../routes/practicas-gestion'),
    catalogues: ['practicasGestion'],
  },
  {
    path: '/gestion/practicas/dias-efectivos',
    name: 'gestionPracticasDiasEfectivos',
    access: 'gestor',
    screen: () => import('../routes/practicas-gestion-dias-efectivos'),
    catalogues: ['practicasGestion'],
    parent: 'gestionPracticas',
  },
  // The record writes "Prácticas de <student> en <company>" as h1 once loaded; its forms are the company forms' shell,
  // and the parts it shares with the company's record (components/expediente-practica) speak expedientePractica's words.
  {
    path: '/gestion/practicas/:id',
    name: 'gestionPractica',
    access: 'gestor',
    screen: () => import('../routes/practicas-gestion-expediente'),
    catalogues: ['expedientePractica', 'formulariosEmpresa', 'practicasGestion'],
    parent: 'gestionPracticas',
    chrome: 'plain',
  },
  // Internship programmes (decision 022): the list, a programme's form (new, edit) and its page, which writes its
  // title as h1 and shows its facts as students read them (components/programa-vista, the programas texts).
  {
    path: '/gestion/programas',
    name: 'gestionProgramas',
    access: 'gestor',
    screen: () => import('../routes/gestion-programas'),
    catalogues: ['programasGestion'],
  },
  {
    path: '/gestion/programas/nuevo',
    name: 'gestionProgramaNuevo',
    access: 'gestor',
    screen: () => import('../routes/gestion-programa-nuevo'),
    catalogues: ['formulariosEmpresa', 'programas', 'programasGestion'],
    parent: 'gestionProgramas',
  },
  {
    path: '/gestion/programas/:id',
    name: 'gestionPrograma',
    access: 'gestor',
    screen: () => import('../routes/gestion-programa'),
    catalogues: ['programas', 'programasGestion'],
    parent: 'gestionProgramas',
    chrome: 'plain',
  },
  {
    path: '/gestion/programas/:id/editar',
    name: 'gestionProgramaEditar',
    access: 'gestor',
    screen: () => import('../routes/gestion-programa-editar'),
    catalogues: ['formulariosEmpresa', 'programas', 'programasGestion'],
    parent: 'gestionProgramas',
  },
  // The communications on the students' and companies' homes (issue 27): the list, and its create and edit dialogs.
  {
    path: '/gestion/comunicaciones',
    name: 'gestionComunicaciones',
    access: 'gestor',
    screen: () => import('../routes/gestion-comunicaciones'),
    catalogues: ['comunicacionesGestion', 'formulariosEmpresa'],
  },
  // The students' orientation guides (issue 27): the list with their PDFs, and the create and edit dialogs.
  {
    path: '/gestion/guias',
    name: 'gestionGuias',
    access: 'gestor',
    screen: () => import('../routes/gestion-guias'),
    catalogues: ['guiasGestion', 'formulariosEmpresa'],
  },
  // The office's events (issue 27): the list; the create and edit pages with the image and the students' preview
  // (components/evento-vista speaks eventos' words); an event's registrants, which writes its title as h1.
  {
    path: '/gestion/eventos',
    name: 'gestionEventos',
    access: 'gestor',
    screen: () => import('../routes/gestion-eventos'),
    catalogues: ['eventosGestion'],
  },
  {
    path: '/gestion/eventos/nuevo',
    name: 'gestionEventoNuevo',
    access: 'gestor',
    screen: () => import('../routes/gestion-evento-nuevo'),
    catalogues: ['eventos', 'eventosGestion', 'formulariosEmpresa'],
    parent: 'gestionEventos',
  },
  {
    path: '/gestion/eventos/:id/editar',
    name: 'gestionEventoEditar',
    access: 'gestor',
    screen: () => import('../routes/gestion-evento-editar'),
    catalogues: ['eventos', 'eventosGestion', 'formulariosEmpresa'],
    parent: 'gestionEventos',
  },
  {
    path: '/gestion/eventos/:id',
    name: 'gestionEvento',
    access: 'gestor',
    screen: () => import('../routes/gestion-evento'),
    catalogues: ['eventos', 'eventosGestion', 'formulariosEmpresa'],
    parent: 'gestionEventos',
    chrome: 'plain',
  },
  // The surveys (issue 27): the list; the builder with its preview (components/encuesta-vista speaks encuestas'
  // words), new and editing; a survey's results, which writes its title as h1.
  {
    path: '/gestion/encuestas',
    name: 'gestionEncuestas',
    access: 'gestor',
    screen: () => import('../routes/gestion-encuestas'),
    catalogues: ['encuestasGestion'],
  },
  {
    path: '/gestion/encuestas/nueva',
    name: 'gestionEncuestaNueva',
    access: 'gestor',
    screen: () => import('../routes/gestion-encuesta-nueva'),
    catalogues: ['encuestas', 'encuestasGestion', 'formulariosEmpresa'],
    parent: 'gestionEncuestas',
  },
  {
    path: '/gestion/encuestas/:id/editar',
    name: 'gestionEncuestaEditar',
    access: 'gestor',
    screen: () => import('../routes/gestion-encuesta-editar'),
    catalogues: ['encuestas', 'encuestasGestion', 'formulariosEmpresa'],
    parent: 'gestionEncuestas',
  },
  {
    path: '/gestion/encuestas/:id/resultados',
    name: 'gestionEncuestaResultados',
    access: 'gestor',
    screen: () => import('../routes/gestion-encuesta-resultados'),
    catalogues: ['encuestasGestion'],
    parent: 'gestionEncuestas',
    chrome: 'plain',
  },
  // The reference lists the forms offer (issue 27): one list at a time, chosen in the address.
  {
    path: '/gestion/listas',
    name: 'gestionListas',
    access: 'gestor',
    screen: () => import('../routes/gestion-listas'),
    catalogues: ['listasGestion', 'formulariosEmpresa'],
  },
  // The office's numbers (issue 27): the dashboard and a report per area, charts only on these routes.
  {
    path: '/gestion/cifras',
    name: 'gestionCifras',
    access: 'gestor',
    screen: () => import('../routes/gestion-cifras'),
    catalogues: ['cifras'],
  },
  {
    path: '/gestion/cifras/:informe',
    name: 'gestionCifrasInforme',
    access: 'gestor',
    screen: () => import('../routes/gestion-cifras-informe'),
    catalogues: ['cifras'],
    parent: 'gestionCifras',
    chrome: 'plain',
  },
  {
    path: '/gestion/mantenimiento',
    name: 'gestionMantenimiento',
    access: 'gestor',
    screen: () => import('../routes/gestion-mantenimiento'),
    catalogues: ['gestion'],
  },
]);

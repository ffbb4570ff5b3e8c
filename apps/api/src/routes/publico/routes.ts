import { folder } from '../../lib/endpoint-binding';
import { alertasPublicoRoutes } from './alertas';
import { altaEmpresaPublicoRoutes } from './alta-empresa';
import { authPublicoRoutes } from './auth';
import { dominiosPublicoRoutes } from './dominios';
import { encuestasPublicoRoutes } from './encuestas';
import { eventosPublicoRoutes } from './eventos';
import { marcaPublicoRoutes } from './marca';
import { programasPublicoRoutes } from './programas';
import { registroPublicoRoutes } from './registro';
import { tutorPublicoRoutes } from './tutor';

type PublicoServices = Parameters<typeof authPublicoRoutes>[0] &
  Parameters<typeof marcaPublicoRoutes>[0] &
  Parameters<typeof dominiosPublicoRoutes>[0] &
  Parameters<typeof eventosPublicoRoutes>[0] &
  Parameters<typeof registroPublicoRoutes>[0] &
  Parameters<typeof altaEmpresaPublicoRoutes>[0] &
  Parameters<typeof programasPublicoRoutes>[0] &
  Parameters<typeof encuestasPublicoRoutes>[0] &
  Parameters<typeof tutorPublicoRoutes>[0] &
  Parameters<typeof alertasPublicoRoutes>[0];

/** Anonymous endpoints: login, registration and password reset, company sign-up and links, brand, domain lists, error reports. */
export const publicoRoutes = (s: PublicoServices) =>
  folder('publico', [
    ...tutorPublicoRoutes(s),
    ...authPublicoRoutes(s),
    ...marcaPublicoRoutes(s),
    ...dominiosPublicoRoutes(s),
    ...eventosPublicoRoutes(s),
    ...registroPublicoRoutes(s),
    ...altaEmpresaPublicoRoutes(s),
    ...programasPublicoRoutes(s),
    ...encuestasPublicoRoutes(s),
    ...alertasPublicoRoutes(s),
  ]);

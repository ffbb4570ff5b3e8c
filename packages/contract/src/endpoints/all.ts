import type { Endpoint } from '../endpoint';
import { authEndpoints } from './auth';
import { dominiosEndpoints } from './dominios';
import { gestionEndpoints } from './gestion';
import { publicoEndpoints } from './publico';

/** Every declared endpoint, keyed by a stable name. The API must handle each one. */
export const endpoints = {
  ...authEndpoints,
  ...dominiosEndpoints,
  ...gestionEndpoints,
  ...publicoEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;
export const endpointList: [string, Endpoint][] = Object.entries(endpoints);

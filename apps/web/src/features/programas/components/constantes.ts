import { HOME_PLACEHOLDERS } from '@puente/contract/constants';

/** Placeholders while the programmes load: the home's four (spec §9). */
export const PROGRAMAS_PLACEHOLDERS = HOME_PLACEHOLDERS;

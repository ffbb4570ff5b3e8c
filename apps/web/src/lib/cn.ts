import { type ClassValue, clsx } from 'clsx';

/** Joins conditional class names; kept as the single place UI code builds class lists. */
export const cn = (...values: ClassValue[]) => clsx(values);

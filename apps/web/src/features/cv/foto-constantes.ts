/** Spec §9: a profile photo is at most 1000 px a side (the API answers 526 above it). */
export const FOTO_MAX_PX = 1000;

import { z } from 'zod';
import { MENSAJES } from './messages';

/** The privacy checkbox: only an explicit `true` counts as consent (unticked, missing or "true" do not). */
export const privacyAcceptanceSchema = z.literal(true, { error: MENSAJES.privacidad });

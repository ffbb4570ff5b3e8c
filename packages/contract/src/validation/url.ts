import { z } from 'zod';
import { MENSAJES } from './messages';
import { texto } from './text';

/**
 * http(s) with a real domain name. Other schemes (javascript:, data:, ftp:)
 * are refused because these links are shown to other users as clickable.
 */
const wellFormedUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

export const isValidUrl = (value: string): boolean => wellFormedUrl.safeParse(value).success;

/** linkedin.com or any of its subdomains (www., es., …), checked on the host, not anywhere in the text. */
const LINKEDIN_HOST = /^https?:\/\/([a-z0-9-]+\.)*linkedin\.com(?=[/?#:]|$)/i;

export const isLinkedinUrl = (value: string): boolean => isValidUrl(value) && LINKEDIN_HOST.test(value);

const urlRules = (check: (v: string) => boolean, allowEmpty: boolean) => {
  const base = allowEmpty
    ? texto().trim()
    : texto({ error: MENSAJES.requerido }).trim().min(1, { error: MENSAJES.requerido, abort: true });
  return base.refine((v) => (allowEmpty && v === '') || check(v), MENSAJES.urlMalFormada);
};

export const urlSchema = urlRules(isValidUrl, false);
export const optionalUrlSchema = urlRules(isValidUrl, true).optional();
export const linkedinUrlSchema = urlRules(isLinkedinUrl, false);
export const optionalLinkedinUrlSchema = urlRules(isLinkedinUrl, true).optional();

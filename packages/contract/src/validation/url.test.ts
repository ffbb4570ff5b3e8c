import { describe, expect, it } from 'vitest';
import { isLinkedinUrl, isValidUrl, linkedinUrlSchema, optionalLinkedinUrlSchema, optionalUrlSchema, urlSchema } from './url';

describe('url', () => {
  it('accepts http(s) URLs with a domain', () => {
    for (const ok of ['https://uni.es', 'http://www.empresa.com/empleo?id=3#x', 'https://sub.dominio.co.uk/a/b']) {
      expect(isValidUrl(ok)).toBe(true);
    }
  });

  it('refuses other schemes, bare hosts and text', () => {
    for (const bad of [
      'www.uni.es',
      'ftp://uni.es',
      'javascript:alert(1)',
      'https://localhost',
      'https://',
      'uni',
      'https://uni .es',
    ]) {
      expect(isValidUrl(bad)).toBe(false);
    }
  });

  it('recognises LinkedIn by its host', () => {
    expect(isLinkedinUrl('https://www.linkedin.com/in/ana-lopez')).toBe(true);
    expect(isLinkedinUrl('https://es.linkedin.com/in/ana')).toBe(true);
    expect(isLinkedinUrl('https://linkedin.com')).toBe(true);
    expect(isLinkedinUrl('https://notlinkedin.com/in/ana')).toBe(false);
    expect(isLinkedinUrl('https://linkedin.com.evil.es/in/ana')).toBe(false);
    expect(isLinkedinUrl('https://evil.es/linkedin.com')).toBe(false);
  });

  it('gives the spec messages', () => {
    expect(urlSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Este campo es requerido']);
    expect(urlSchema.safeParse('uni.es').error?.issues[0]?.message).toBe('La URL está mal formada');
    expect(linkedinUrlSchema.safeParse('https://uni.es').error?.issues[0]?.message).toBe('La URL está mal formada');
    expect(optionalUrlSchema.safeParse('').success).toBe(true);
    expect(optionalLinkedinUrlSchema.safeParse(undefined).success).toBe(true);
    expect(urlSchema.parse(' https://uni.es ')).toBe('https://uni.es');
  });
});

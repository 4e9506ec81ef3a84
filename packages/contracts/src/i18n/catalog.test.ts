import { describe, expect, it } from 'vitest';
import { flattenCatalog, interpolate } from './catalog';
import { flatCatalog, isMessageKey, translate } from './index';

describe('interpolate', () => {
  it('replaces {name} placeholders with their values', () => {
    expect(interpolate('Page {page} of {last}', { page: 2, last: 5 })).toBe('Page 2 of 5');
    expect(interpolate('{n}m ago', { n: 0 })).toBe('0m ago');
  });

  it('leaves unknown placeholders and texts without params as written', () => {
    expect(interpolate('Hello {name}', { other: 'x' })).toBe('Hello {name}');
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
  });

  it('replaces every occurrence', () => {
    expect(interpolate('{a} and {a}', { a: 'x' })).toBe('x and x');
  });
});

describe('flattenCatalog', () => {
  it('joins nested keys with dots', () => {
    expect(flattenCatalog({ a: { b: 'one', c: { d: 'two' } }, e: 'three' })).toEqual({
      'a.b': 'one',
      'a.c.d': 'two',
      e: 'three',
    });
  });
});

describe('translate', () => {
  it('answers the text of the requested language', () => {
    expect(translate('de', 'site.nav.home')).toBe('Startseite');
    expect(translate('es', 'site.nav.home')).toBe('Inicio');
    expect(translate('en', 'site.notFound.title')).toBe('Oops! Page Not Found.');
  });

  it('interpolates placeholders', () => {
    expect(translate('en', 'errors.tooManyRequests', { seconds: 30 })).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    expect(translate('de', 'common.page', { page: 3 })).toBe('Seite 3');
  });

  it('falls back to English for an unknown language, and to the key for an unknown key', () => {
    expect(translate('fr', 'site.nav.home')).toBe('Home');
    expect(translate('de', 'no.such.key')).toBe('no.such.key');
  });

  it('knows which strings are catalogue keys', () => {
    expect(isMessageKey('errors.notFound')).toBe(true);
    expect(isMessageKey('Not found.')).toBe(false);
    expect(flatCatalog('xx')).toBe(flatCatalog('en'));
  });
});

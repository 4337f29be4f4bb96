import { describe, expect, it } from 'vitest';
import { calls } from '../generated/calls';
import { liveChannel } from '../generated/live';
import { handlingOf, offlineLanguage, type RequestFacts } from './cachePolicy';

const origin = 'http://localhost:8080';
const facts = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({ method: 'GET', url: `${origin}${path}`, origin, mode: 'no-cors', authorized: false, ...more });

describe('what the service worker keeps', () => {
  it('keeps the build, the brand artwork and the offline stylesheet', () => {
    expect(handlingOf(facts('/assets/index-Ab12.js', { mode: 'cors' }))).toBe('shell');
    expect(handlingOf(facts('/assets/fonts/noto.woff2'))).toBe('shell');
    expect(handlingOf(facts('/brand/bd/logo.svg'))).toBe('shell');
    expect(handlingOf(facts('/icons/live.svg'))).toBe('shell');
    expect(handlingOf(facts('/offline.css'))).toBe('shell');
  });

  it('never keeps an answer of any call of the call table, nor the live channel', () => {
    const paths = [...Object.values(calls).map((c) => c.path.replace(/:(\w+)/g, 'x')), liveChannel.path];
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      expect(handlingOf(facts(path)), path).toBe('network');
      expect(handlingOf(facts(path, { mode: 'navigate' })), path).toBe('network');
    }
  });

  it('never keeps the dev pages, an uploaded picture, the API document, the manifest, the worker or the offline page', () => {
    for (const path of ['/dev/outbox', '/media/avatar.png', '/docs', '/docs/json', '/manifest.webmanifest', '/sw.js', '/offline?lang=bn', '/console', '/play/index.html']) {
      expect(handlingOf(facts(path)), path).toBe('network');
    }
  });

  it('never keeps a request with credentials or a query, one of another origin, or anything but a GET', () => {
    expect(handlingOf(facts('/assets/index.js', { authorized: true }))).toBe('network');
    expect(handlingOf(facts('/assets/index.js?token=abc'))).toBe('network');
    expect(handlingOf(facts('/assets/index.js', { method: 'POST' }))).toBe('network');
    expect(handlingOf({ ...facts('/assets/index.js'), url: 'https://cdn.example/assets/index.js' })).toBe('network');
  });

  it('hands a page on from the network, and leaves API addresses opened as pages alone', () => {
    expect(handlingOf(facts('/', { mode: 'navigate' }))).toBe('page');
    expect(handlingOf(facts('/down?x=1', { mode: 'navigate' }))).toBe('page');
    expect(handlingOf(facts('/rng', { mode: 'navigate', authorized: true }))).toBe('network');
  });
});

describe('the offline page’s language', () => {
  it('is the one the page named when the site is written in it, else the site’s first', () => {
    expect(offlineLanguage('en', ['bn', 'en'])).toBe('en');
    expect(offlineLanguage('bn', ['bn', 'en'])).toBe('bn');
    expect(offlineLanguage('fr', ['bn', 'en'])).toBe('bn');
    expect(offlineLanguage(undefined, ['bn', 'en'])).toBe('bn');
  });
});

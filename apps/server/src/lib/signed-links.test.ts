import { describe, expect, it } from 'vitest';
import { testClock } from '../test/harness';
import { createLinkSigner } from './signed-links';

describe('createLinkSigner', () => {
  const clock = testClock('2026-11-22T15:00:00Z');
  const signer = createLinkSigner({ secret: 's3cret', minutes: 10, clock });
  const now = Date.parse('2026-11-22T15:00:00Z') / 1000;

  it('signs for the configured minutes; the link is valid until then, then expired', () => {
    clock.set('2026-11-22T15:00:00Z');
    const link = signer.sign('publicaciones', 'doc/7');
    expect(link.expires).toBe(now + 600);
    expect(signer.verify('publicaciones', 'doc/7', link.expires, link.signature)).toBe('valid');
    clock.set('2026-11-22T15:10:00Z');
    expect(signer.verify('publicaciones', 'doc/7', link.expires, link.signature)).toBe('valid');
    clock.set('2026-11-22T15:10:01Z');
    expect(signer.verify('publicaciones', 'doc/7', link.expires, link.signature)).toBe('expired');
  });

  it.each([
    ['another path', 'publicaciones', 'img/7', 0, undefined],
    ['another bucket', 'documentos', 'doc/7', 0, undefined],
    ['another expiry', 'publicaciones', 'doc/7', 60, undefined],
    ['a forged signature', 'publicaciones', 'doc/7', 0, 'forged'],
    ['no signature', 'publicaciones', 'doc/7', 0, ''],
  ])('refuses %s', (_name, bucket, path, shift, sig) => {
    clock.set('2026-11-22T15:00:00Z');
    const link = signer.sign('publicaciones', 'doc/7');
    expect(signer.verify(bucket, path, link.expires + shift, sig ?? link.signature)).toBe('invalid');
  });

  it('a stable link keeps its URL for a whole period and lasts one to two periods', () => {
    clock.set('2026-11-22T15:00:00Z');
    const first = signer.sign('publicaciones', 'img/3', { stable: true });
    clock.set('2026-11-22T15:09:59Z');
    expect(signer.sign('publicaciones', 'img/3', { stable: true })).toEqual(first);
    clock.set('2026-11-22T15:10:00Z');
    expect(signer.sign('publicaciones', 'img/3', { stable: true }).expires).toBe(first.expires + 600);
    expect(first.expires - now).toBe(1200);
    expect(signer.verify('publicaciones', 'img/3', first.expires, first.signature)).toBe('valid');
  });

  it('links signed with another secret do not verify', () => {
    const other = createLinkSigner({ secret: 'otro', minutes: 10, clock });
    const link = other.sign('publicaciones', 'doc/7');
    expect(signer.verify('publicaciones', 'doc/7', link.expires, link.signature)).toBe('invalid');
  });
});

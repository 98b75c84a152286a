import { describe, expect, it } from 'vitest';
import { DISCORD_PROXY_PREFIX, discordMediaUrl } from './media-url';

describe('discordMediaUrl', () => {
  it('sends a GIPHY media URL through the /.proxy/{id}/giphy mapping, path and query kept', () => {
    expect(discordMediaUrl('https://media2.giphy.com/media/xT9IgG50Fb7Mi0prBC/giphy.gif?cid=abc&rid=giphy.gif&ct=g')).toBe(
      '/.proxy/media2/giphy/media/xT9IgG50Fb7Mi0prBC/giphy.gif?cid=abc&rid=giphy.gif&ct=g',
    );
    expect(discordMediaUrl('https://media.giphy.com/media/abc/200.webp')).toBe('/.proxy/media/giphy/media/abc/200.webp');
    expect(discordMediaUrl('https://i.giphy.com/abc.webp')).toBe('/.proxy/i/giphy/abc.webp');
    expect(DISCORD_PROXY_PREFIX).toBe('/.proxy');
  });

  it('sends a KLIPY media URL through its own mapping', () => {
    expect(discordMediaUrl('https://static.klipy.com/ii/4e7b/84/ef/1ocFw0eI.gif')).toBe('/.proxy/static/klipy/ii/4e7b/84/ef/1ocFw0eI.gif');
  });

  it('drops the fragment, which never reaches a server', () => {
    expect(discordMediaUrl('https://media1.giphy.com/media/abc/giphy.gif#top')).toBe('/.proxy/media1/giphy/media/abc/giphy.gif');
  });

  it('leaves the bundled deck and every other address as it is', () => {
    for (const url of [
      '/snaption/cards/picnic.svg',
      'https://example.com/media/abc/giphy.gif',
      'https://giphy.com/gifs/abc',
      'https://media.giphy.com.evil.example/media/abc/giphy.gif',
      'https://evilgiphy.com/media/abc/giphy.gif',
      'https://a.b.giphy.com/media/abc/giphy.gif',
      'http://media.giphy.com/media/abc/giphy.gif',
      'https://media.giphy.com:8443/media/abc/giphy.gif',
      'https://user:pass@media.giphy.com/media/abc/giphy.gif',
      'https://x.constructor/abc',
      'not a url',
      '',
    ]) {
      expect(discordMediaUrl(url)).toBe(url);
    }
  });

  it('rewrites once: a proxied path is already the picture’s own-origin address', () => {
    const once = discordMediaUrl('https://media3.giphy.com/media/abc/giphy.gif');
    expect(discordMediaUrl(once)).toBe(once);
  });
});

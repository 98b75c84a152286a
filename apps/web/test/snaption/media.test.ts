import { describe, expect, it } from 'vitest';
import { isInvalid } from '@snackparty/engine';
import { CAPTION_MAX_LENGTH, cleanCaption } from '../../../../packages/games/src/snaption';
import { captionLength, captionProblem, tidyCaption } from '../../src/games/snaption/caption';
import { isDiscordActivity, pictureSrc, safePageUrl } from '../../src/games/snaption/media';

describe('SNAPTION: where a picture loads from', () => {
  it('goes through Discord’s proxy for a GIF only inside the Discord activity', () => {
    const gif = 'https://media2.giphy.com/media/abc/giphy.gif?cid=1';
    expect(pictureSrc(gif, '1234567890.discordsays.com')).toBe('/.proxy/media2/giphy/media/abc/giphy.gif?cid=1');
    expect(pictureSrc('https://static.klipy.com/ii/x.gif', '1234567890.discordsays.com')).toBe('/.proxy/static/klipy/ii/x.gif');
    // The bundled deck is on the page's own origin: no proxy needed.
    expect(pictureSrc('/snaption/cards/cat-judge.svg', '1234567890.discordsays.com')).toBe('/snaption/cards/cat-judge.svg');
    // Outside Discord (a plain browser, even of a Discord room) the picture loads directly.
    expect(pictureSrc(gif, 'party.example.com')).toBe(gif);
    expect(pictureSrc(gif, 'discordsays.com.example.com')).toBe(gif);
  });

  it('knows the Discord activity by its host', () => {
    expect(isDiscordActivity('123.discordsays.com')).toBe(true);
    expect(isDiscordActivity('localhost')).toBe(false);
    expect(isDiscordActivity('notdiscordsays.com')).toBe(false);
  });

  it('links a GIF’s page only when it is a plain https address', () => {
    expect(safePageUrl('https://giphy.com/gifs/abc')).toBe('https://giphy.com/gifs/abc');
    expect(safePageUrl('javascript:alert(1)')).toBeNull();
    expect(safePageUrl('http://giphy.com/gifs/abc')).toBeNull();
    expect(safePageUrl('https://user:pw@giphy.com/')).toBeNull();
    expect(safePageUrl('not a url')).toBeNull();
    expect(safePageUrl(undefined)).toBeNull();
  });
});

describe('SNAPTION: a caption checked on the phone as the server checks it', () => {
  it('tidies spaces and counts characters as a reader does', () => {
    expect(tidyCaption('  two   words \n here ')).toBe('two words here');
    expect(captionLength('🐱🐶 ok')).toBe(5);
  });

  it('names the message key the server would refuse with', () => {
    expect(captionProblem('   ', 80)).toBe('snaption.empty_caption');
    expect(captionProblem('x'.repeat(81), 80)).toBe('snaption.caption_too_long');
    expect(captionProblem(`${'x'.repeat(80)}   `, 80)).toBeNull();
    expect(captionProblem('evil\u202Etext', 80)).toBe('snaption.invalid_caption');
    expect(captionProblem('fine!', 80)).toBeNull();
  });

  it('agrees with the rules on every kind of caption', () => {
    const samples = ['', ' ', '\t\n', 'ok', '  spaced   out  ', 'x'.repeat(80), 'x'.repeat(81), `${'é'.repeat(80)}  `, 'e\u0301'.repeat(80), '🐱'.repeat(81), 'bell\u0007', 'rtl\u202Eflip', 'iso\u2066late'];
    for (const raw of samples) {
      const server = cleanCaption(raw);
      expect(captionProblem(raw, CAPTION_MAX_LENGTH), JSON.stringify(raw)).toBe(isInvalid(server) ? server.invalid : null);
      if (!isInvalid(server)) expect(tidyCaption(raw)).toBe(server);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { scrubProperties, scrubText, scrubUrl } from '../../src/analytics/scrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.c2lnbmF0dXJl';

describe('scrubbing what is recorded about people', () => {
  it('blanks sensitive query values, the fragment and a TV sign-in code in page addresses', () => {
    expect(scrubUrl('https://party.test/login/oauth2/code/google?code=4/abc&state=xyz&scope=email')).toBe('https://party.test/login/oauth2/code/google?code=[redacted]&state=[redacted]&scope=email');
    expect(scrubUrl('/account/invite?itoken=abc&lng=de')).toBe('/account/invite?itoken=[redacted]&lng=de');
    expect(scrubUrl('/payment?session_id=cs_test_123')).toBe('/payment?session_id=[redacted]');
    expect(scrubUrl('/loginCode/K7QX2')).toBe('/loginCode/[redacted]');
    expect(scrubUrl('/join/ABCDE?x=1#access_token=abc')).toBe('/join/ABCDE?x=1#[redacted]');
    expect(scrubUrl('/games/rps_shoot?hostType=central_screen')).toBe('/games/rps_shoot?hostType=central_screen');
  });

  it('replaces emails, JWTs and long opaque tokens in free text, and keeps the rest', () => {
    expect(scrubText(`user ann.b+1@mail.example.org failed with ${JWT}`)).toBe('user [email] failed with [token]');
    expect(scrubText('refresh Zk2pQ8vN3xR7tY1wL5mB9cD4fG6hJ0kA2sE8uI3oP7q expired')).toBe('refresh [token] expired');
    expect(scrubText("Cannot read properties of undefined (reading 'alias')")).toBe("Cannot read properties of undefined (reading 'alias')");
  });

  it('drops properties with sensitive names or values that are not plain, and scrubs the others', () => {
    expect(
      scrubProperties({
        email: 'a@b.co',
        userEmail: 'a@b.co',
        accessToken: JWT,
        password: 'x',
        gameCode: 'ABCDE',
        note: 'from a@b.co',
        players: 3,
        nested: { a: 1 },
        infinite: Number.POSITIVE_INFINITY,
        ok: true,
        none: null,
      }),
    ).toEqual({ gameCode: 'ABCDE', note: 'from [email]', players: 3, ok: true, none: null });
  });
});

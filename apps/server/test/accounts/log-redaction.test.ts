import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/auth/log-redaction';

describe('log redaction', () => {
  it('blanks link tokens and social sign-in codes in logged URLs and keeps the rest', () => {
    expect(redactUrl('/api/v1/user/verifyEmail?vtoken=SECRETVALUE')).toBe('/api/v1/user/verifyEmail?vtoken=%5Bredacted%5D');
    const callback = redactUrl('/login/oauth2/code/google?code=abc&state=xyz&scope=openid');
    expect(callback).not.toContain('abc');
    expect(callback).not.toContain('xyz');
    expect(callback).toContain('scope=openid');
    expect(redactUrl('/api/v1/userProfile/3/games?page=2')).toBe('/api/v1/userProfile/3/games?page=2');
    expect(redactUrl('/api/v1/health')).toBe('/api/v1/health');
  });
});

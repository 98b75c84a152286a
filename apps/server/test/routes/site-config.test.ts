import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { loadSiteConfig, parseSocialLinks } from '../../src/routes/site-config';
import { buildTestApp } from '../helpers/app';

describe('the site configuration', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers every visitor with the configured links', async () => {
    const site = loadSiteConfig({
      SITE_BLOG_URL: 'https://blog.example/snackparty',
      SITE_COMMUNITY_URL: 'https://discord.gg/snacks',
      SITE_SOCIAL_LINKS: '[{"name":"Mastodon","url":"https://mastodon.example/@snack"},{"name":" YouTube ","url":"https://youtube.example/snack"}]',
    });
    app = await buildTestApp({ site });
    const res = await app.inject({ method: 'GET', url: '/api/v1/site/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      blogUrl: 'https://blog.example/snackparty',
      communityUrl: 'https://discord.gg/snacks',
      socialLinks: [
        { name: 'Mastodon', url: 'https://mastodon.example/@snack' },
        { name: 'YouTube', url: 'https://youtube.example/snack' },
      ],
    });
  });

  it('says null and no links when nothing is configured', async () => {
    app = await buildTestApp({ site: loadConfig({}).site });
    const res = await app.inject({ method: 'GET', url: '/api/v1/site/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ blogUrl: null, communityUrl: null, socialLinks: [] });
  });

  it('refuses at start what is not an http(s) address, so no other link reaches the site', () => {
    expect(() => loadSiteConfig({ SITE_BLOG_URL: 'javascript:alert(1)' })).toThrow(/SITE_BLOG_URL must start with https:\/\/ or http:\/\//);
    expect(() => loadSiteConfig({ SITE_COMMUNITY_URL: 'not a url' })).toThrow(/SITE_COMMUNITY_URL is not an address/);
    expect(() => loadSiteConfig({ SITE_BLOG_URL: 'https://me:secret@blog.example' })).toThrow(/user name or password/);
    expect(() => parseSocialLinks('[{"name":"X","url":"data:text/html,hi"}]')).toThrow(/SITE_SOCIAL_LINKS\[0\]\.url must start with/);
  });

  it('reads the social links as a JSON list of names and addresses', () => {
    expect(parseSocialLinks(undefined)).toEqual([]);
    expect(parseSocialLinks('  ')).toEqual([]);
    expect(() => parseSocialLinks('{nope')).toThrow('SITE_SOCIAL_LINKS is not JSON');
    expect(() => parseSocialLinks('{"name":"X","url":"https://x.example"}')).toThrow(/must be a list/);
    expect(() => parseSocialLinks('[{"url":"https://x.example"}]')).toThrow(/\[0\]\.name must be 1 to 40 characters/);
    expect(() => parseSocialLinks('[{"name":"X"}]')).toThrow(/\[0\]\.url is missing/);
    const many = JSON.stringify(Array.from({ length: 13 }, (_, i) => ({ name: `L${i}`, url: `https://l${i}.example` })));
    expect(() => parseSocialLinks(many)).toThrow(/at most 12 links/);
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { AboutPage } from '../../src/features/site/AboutPage';
import { HowToPlayPage } from '../../src/features/site/HowToPlayPage';
import { howToPlayModeOf } from '../../src/features/site/howToPlayModes';
import { forgetSiteConfig } from '../../src/features/site/siteConfig';
import { NAV_LINKS, visibleNavLinks } from '../../src/features/layout/navLinks';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetSiteConfig();
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: (<>{ui}<Where /></>) }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

/** Answers the API's GETs from `answers` by path; anything else is a 404. */
function answerApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace(/^\/api\/v1/, '');
      asked.push(path);
      return path in answers
        ? new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ statusCode: 404, messageKey: 'error.not_found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

describe('the title bar links', () => {
  it('go to pages, not to anchors, and offer pricing only when the server takes payments', () => {
    expect(NAV_LINKS.every((link) => link.to.startsWith('/') && !link.to.includes('#'))).toBe(true);
    expect(visibleNavLinks(false).map((link) => link.to)).toEqual(['/joinGame', '/games', '/howToPlay', '/about', '/contact']);
    expect(visibleNavLinks(true).map((link) => link.to)).toEqual(['/joinGame', '/games', '/howToPlay', '/about', '/payment', '/contact']);
  });
});

describe('how to play', () => {
  it('reads the host type of the address, the shared screen otherwise', () => {
    expect(howToPlayModeOf('video_call')).toBe('video_call');
    expect(howToPlayModeOf('MOBILE_ONLY')).toBe('mobile_only');
    expect(howToPlayModeOf('smart_fridge')).toBe('central_screen');
    expect(howToPlayModeOf(null)).toBe('central_screen');
  });

  it('shows the steps of the mode the address names, and the tabs switch it in the address', async () => {
    answerApi({ '/joinAddress': { origin: 'http://192.168.1.20:8080' } });
    renderAt('/howToPlay?hostType=video_call', <HowToPlayPage />);
    expect(screen.getByRole('tab', { name: 'Video call', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Share your screen' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/192\.168\.1\.20:8080\/join/)).toBeTruthy());

    fireEvent.click(screen.getByRole('tab', { name: 'Phones only' }));
    expect(screen.getByTestId('location').textContent).toBe('/howToPlay?hostType=mobile_only');
    expect(screen.getByRole('heading', { name: 'Invite your friends' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Share your screen' })).toBeNull();

    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getByTestId('location').textContent).toBe('/howToPlay?hostType=central_screen');
    expect(screen.getByRole('tab', { name: 'One shared screen', selected: true })).toBe(document.activeElement);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('about', () => {
  it('links to the blog, the community chat and the social accounts the server names', async () => {
    const asked = answerApi({
      '/site/config': {
        blogUrl: 'https://blog.example/snacks',
        communityUrl: 'https://chat.example/snacks',
        socialLinks: [
          { name: 'Mastodon', url: 'https://mastodon.example/@snacks' },
          { name: 'Sneaky', url: 'javascript:alert(1)' },
        ],
      },
    });
    renderAt('/about', <AboutPage />);
    await waitFor(() => expect(screen.getByRole('link', { name: /Blog/ }).getAttribute('href')).toBe('https://blog.example/snacks'));
    expect(screen.getByRole('link', { name: /Community chat/ }).getAttribute('href')).toBe('https://chat.example/snacks');
    expect(screen.getByRole('link', { name: 'Mastodon' }).getAttribute('href')).toBe('https://mastodon.example/@snacks');
    expect(screen.queryByRole('link', { name: 'Sneaky' })).toBeNull();
    expect(asked).toContain('/site/config');
  });

  it('shows no links when the server names none', async () => {
    const asked = answerApi({ '/site/config': { blogUrl: null, communityUrl: null, socialLinks: [] } });
    renderAt('/about', <AboutPage />);
    await waitFor(() => expect(asked).toContain('/site/config'));
    expect(screen.getByRole('heading', { level: 1, name: 'About Snackparty' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Follow along' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Blog/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  });
});

import type { Page } from '@playwright/test';

/**
 * Whether the phone's top bar fits its screen with the widest room code there can be: the code on
 * screen is swapped for "WWWWW" while measuring, so the check does not depend on the code a room drew.
 * A bar wider than the phone widens the whole page, and a bottom sheet's buttons slide off screen.
 */
export async function topBarWithWidestCode(page: Page): Promise<{ right: number; pageWidth: number; width: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector('.player-header')!;
    const code = bar.querySelector('.player-header__room')!.lastChild!;
    const drawn = code.textContent;
    code.textContent = 'WWWWW';
    const right = Math.max(...[...bar.querySelectorAll('button, span')].map((el) => el.getBoundingClientRect().right));
    const pageWidth = document.documentElement.scrollWidth;
    code.textContent = drawn;
    return { right, pageWidth, width: document.documentElement.clientWidth };
  });
}

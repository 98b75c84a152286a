import { expect, type Locator, type Page } from '@playwright/test';

/** Where the focused element's centre is, or null with nothing focused. */
function focusCentre(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const r = active.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
}

/**
 * Moves the focus to `target` with the arrow keys only, as a TV remote does: each press goes the way
 * the target lies from the focused element. Fails when the arrows do not get there.
 */
export async function focusWithArrows(page: Page, target: Locator, maxPresses = 15): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    const [from, box] = await Promise.all([focusCentre(page), target.boundingBox()]);
    if (!box) throw new Error('the target has no box');
    const dx = box.x + box.width / 2 - (from?.x ?? 0);
    const dy = box.y + box.height / 2 - (from?.y ?? 0);
    const key = !from ? 'ArrowDown' : Math.abs(dy) >= Math.abs(dx) ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  // The focus shows: an outline or a ring, never nothing.
  const shown = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  });
  expect(shown, 'the focused element shows its focus').toBe(true);
}

/** Focuses `target` with the arrows and presses OK (Enter). */
export async function pressWithRemote(page: Page, target: Locator): Promise<void> {
  await focusWithArrows(page, target);
  await page.keyboard.press('Enter');
}

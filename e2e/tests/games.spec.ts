import { expect, test, type Browser, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, joinAs, newPhone } from '../support/phones';

const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181) + 1);
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

/** The shared screen's stage, from the game screen's `data-stage`. */
function tvStage(tv: Page) {
  return tv.locator('main.host-game').getAttribute('data-stage');
}

/** A TV creates a room for the game, two phones join, the host adds an AI player. */
async function setUpRoom(browser: Browser, gameName: RegExp) {
  const base = server.url;
  const tvContext = await browser.newContext({ ...TV, baseURL: base, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: gameName }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const codeLabel = await tv.locator('.host-lobby__code').getAttribute('aria-label');
  const code = codeLabel!.replace(/^Room code /, '').replace(/ /g, '');

  const ann = await newPhone(browser, base);
  const bob = await newPhone(browser, base);
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(3);
  const close = () => Promise.all([tvContext.close(), ann.context.close(), bob.context.close()]);
  return { tv, phones: [ann.page, bob.page], close };
}

/** The host changes settings in the panel; the phones see the summary change. */
async function changeSettings(tv: Page, phones: Page[], choices: Array<[string, string]>) {
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  for (const [group, value] of choices) {
    await panel.getByRole('group', { name: group }).getByText(value, { exact: true }).click();
    await expect(panel.getByRole('group', { name: group }).getByRole('radio', { name: value, exact: true })).toBeChecked();
  }
  await panel.getByRole('button', { name: 'Done' }).click();
  for (const phone of phones) {
    for (const [group, value] of choices) {
      await expect(phone.locator('.settings-summary__item', { hasText: group })).toContainText(value);
    }
  }
}

/** The host ends the game in play (with the confirmation): the podium shows. */
async function endGame(tv: Page) {
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'End game' }).click();
  await tv.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });
}

async function start(tv: Page, phones: Page[]) {
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await expect(phone).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
}

/** The podium on every screen, then "New game, same players" starts the next game everywhere. */
async function podiumThenNewGame(tv: Page, phones: Page[], firstStage: string) {
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 20_000 });
  await expect(tv.getByRole('list', { name: 'The winners' }).getByRole('listitem')).not.toHaveCount(0);
  for (const phone of phones) await expect(phone.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });
  await expect(phones[0]!.getByText("Waiting for the host to pick what's next")).toBeVisible();

  await tv.getByRole('button', { name: 'New game, same players' }).click();
  await expect(tv.locator(`main.host-game[data-stage="${firstStage}"]`)).toBeVisible({ timeout: 15_000 });
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toHaveCount(0);
  for (const phone of phones) {
    await expect(phone.locator(`.player-game[data-stage="${firstStage}"]`)).toBeVisible({ timeout: 15_000 });
    await expect(phone).toHaveURL(/\/player\/game$/);
  }
}

test('RPS_SHOOT: settings, a battle played on the phones, the reveal, the podium, a new game', async ({ browser }) => {
  test.setTimeout(90_000);
  const { tv, phones, close } = await setUpRoom(browser, /RPS Shoot/);
  await changeSettings(tv, phones, [
    ['Rounds', '1'],
    ['Battles per pair', '1'],
  ]);
  await start(tv, phones);

  // Three players: one battle this round; whoever is not in it bets on it.
  await expect(tv.getByRole('heading', { name: 'Battle 1 of 1' })).toBeVisible({ timeout: 15_000 });
  await expect(tv.getByText('How to play')).toBeVisible();
  const roles: Array<'fighter' | 'bettor'> = [];
  for (const phone of phones) {
    const fighter = phone.getByRole('heading', { name: 'Pick your three throws' });
    const bettor = phone.getByRole('heading', { name: 'Who wins?' });
    await expect(fighter.or(bettor)).toBeVisible({ timeout: 10_000 });
    roles.push((await fighter.isVisible()) ? 'fighter' : 'bettor');
  }
  for (const [i, phone] of phones.entries()) {
    if (roles[i] === 'fighter') {
      await phone.getByRole('button', { name: 'Rock', exact: true }).click();
      await expect(phone.getByText('1 of 3 picked')).toBeVisible();
      await phone.getByRole('button', { name: 'Paper', exact: true }).click();
      await phone.getByRole('button', { name: 'Scissors', exact: true }).click();
      // The last throw of the battle ends its stage at once: "Locked in" may show only for a moment.
      await expect(phone.getByRole('status').filter({ hasText: 'Locked in' }).or(phone.getByText(/You won!|You lost|It's a tie/))).toBeVisible();
    } else {
      await phone.getByRole('radio', { name: 'Tie' }).click();
      await expect(phone.getByRole('radio', { name: 'Tie' })).toHaveAttribute('aria-checked', 'true');
    }
  }
  // The reveal: three throws one by one, then the verdict, on the TV and the phones.
  await expect(tv.locator('main.host-game[data-stage="reveal"]')).toBeVisible({ timeout: 20_000 });
  await expect(tv.getByRole('list', { name: 'The three throws' })).toBeVisible();
  await expect(tv.getByText(/wins!|It's a tie!/)).toBeVisible({ timeout: 8_000 });
  for (const [i, phone] of phones.entries()) {
    const outcome = roles[i] === 'fighter' ? /You won!|You lost|It's a tie/ : /Your bet was (right!|wrong)/;
    await expect(phone.getByText(outcome)).toBeVisible({ timeout: 8_000 });
  }

  // The round's scores, skipped by the host.
  await expect(tv.getByRole('heading', { name: 'Round 1 results' })).toBeVisible({ timeout: 10_000 });
  await expect(tv.getByRole('list', { name: 'Round 1 results' }).getByRole('listitem')).toHaveCount(3);
  await tv.getByRole('button', { name: 'Skip timer' }).click();

  await podiumThenNewGame(tv, phones, 'pick');
  await expect(tv.getByRole('heading', { name: 'Battle 1 of 1' })).toBeVisible();

  // A screen that reloads (or reconnects) comes back to the stage in play.
  await tv.reload();
  await expect(tv.getByRole('heading', { name: 'Battle 1 of 1' })).toBeVisible({ timeout: 10_000 });
  await phones[0]!.reload();
  await expect(phones[0]!.locator('.player-game[data-stage="pick"], .player-game[data-stage="reveal"]')).toBeVisible({ timeout: 10_000 });

  // The host ends this game early and picks another game: everyone is back in the lobby.
  await endGame(tv);
  await tv.getByRole('button', { name: 'Choose another game' }).click();
  await tv.getByRole('dialog', { name: 'Choose a game' }).getByRole('button', { name: /Sync Think/ }).click();
  await expect(tv.getByRole('button', { name: 'Start game' })).toBeVisible({ timeout: 10_000 });
  await expect(tv.locator('.host-lobby__game-name')).toHaveText('Sync Think');
  for (const phone of phones) {
    await expect(phone).toHaveURL(/\/player\/session$/, { timeout: 10_000 });
    await expect(phone.locator('.player-me__game')).toHaveText('Sync Think');
  }
  await close();
});

test('SYNC_THINK: settings, words typed on the phones, reveals, the podium, a new game', async ({ browser }) => {
  test.setTimeout(90_000);
  const { tv, phones, close } = await setUpRoom(browser, /Sync Think/);
  await changeSettings(tv, phones, [
    ['Rounds', '1'],
    ['Levels per round', '2'],
  ]);
  await start(tv, phones);
  await expect(tv.locator('main.host-game[data-stage="answer"]')).toBeVisible({ timeout: 15_000 });

  // Level 0: two different words, so the game goes on; later levels: the same word on both phones.
  const words = [
    ['lantern', 'pebble'],
    ['lighthouse', 'lighthouse'],
    ['compass', 'compass'],
  ];
  let level = 0;
  const deadline = Date.now() + 55_000;
  while (Date.now() < deadline) {
    const stage = await tvStage(tv);
    if (stage === 'gameOver' || (await tv.getByRole('heading', { name: 'Final scores' }).isVisible())) break;
    if (stage === 'answer') {
      const typed: string[] = [];
      for (const [i, phone] of phones.entries()) {
        // A player still in play gets the word field; one already in sync watches.
        await expect(phone.locator('.player-game[data-stage="answer"]')).toBeVisible({ timeout: 10_000 });
        const input = phone.getByLabel('Your word');
        const inPlay = await input.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
        if (!inPlay) continue;
        const word = words[Math.min(level, words.length - 1)]![i]!;
        await input.fill(word);
        await phone.getByRole('button', { name: 'Send' }).click();
        await expect(phone.getByText(word).first()).toBeVisible();
        typed.push(word);
      }
      // The AI player may still be thinking: the host does not wait for it.
      await tv.waitForTimeout(1_000);
      if ((await tvStage(tv)) === 'answer') await tv.getByRole('button', { name: 'Skip timer' }).click();
      await expect(tv.locator('main.host-game[data-stage="reveal"]')).toBeVisible({ timeout: 10_000 });
      // The answers show five seconds into the reveal.
      for (const word of typed) await expect(tv.getByText(word, { exact: true }).first()).toBeVisible({ timeout: 8_000 });
      level += 1;
      // Host buttons ignore a second click within a moment (no double skips).
      await tv.waitForTimeout(1_000);
      await tv.getByRole('button', { name: 'Skip timer' }).click();
      await expect(tv.locator('main.host-game[data-stage="reveal"]')).toHaveCount(0, { timeout: 10_000 });
    } else if (stage === 'roundScores') {
      await expect(tv.getByRole('heading', { name: 'Round 1 results' })).toBeVisible();
      await tv.getByRole('button', { name: 'Skip timer' }).click();
      await expect(tv.locator('main.host-game[data-stage="roundScores"]')).toHaveCount(0, { timeout: 10_000 });
    } else {
      await tv.waitForTimeout(250);
    }
  }
  expect(level).toBeGreaterThanOrEqual(1);

  await podiumThenNewGame(tv, phones, 'answer');
  for (const phone of phones) await expect(phone.getByLabel('Your word')).toBeVisible();

  // The host ends the game and then the room: the TV goes home, the phones are told.
  await endGame(tv);
  await tv.getByRole('button', { name: 'Exit' }).click();
  await tv.getByRole('dialog', { name: 'Close the room?' }).getByRole('button', { name: 'Exit' }).click();
  await expect(tv).toHaveURL(/\/$/, { timeout: 10_000 });
  for (const phone of phones) await expect(phone.getByRole('heading', { name: 'This game is over.' })).toBeVisible({ timeout: 10_000 });
  await close();
});

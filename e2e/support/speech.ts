import type { BrowserContext, Page } from '@playwright/test';

/**
 * Makes the pages of a context note what they are asked to say aloud (a headless browser has no
 * voice to hear): each utterance as `lang|text`, read back with `spoken`.
 */
export async function recordSpeech(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    const synth = window.speechSynthesis;
    const speak = synth.speak.bind(synth);
    synth.speak = (utterance: SpeechSynthesisUtterance) => {
      said.push(`${utterance.lang}|${utterance.text}`);
      speak(utterance);
    };
  });
}

/** What the page was asked to say so far, as `lang|text`. */
export function spoken(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { said: string[] }).said]);
}

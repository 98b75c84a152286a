import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PackForm } from '../../src/features/word-packs/PackForm';
import { WORD_PACKS } from '../../src/features/word-packs/packKinds';
import { forgetTranslateStatus } from '../../src/features/word-packs/translateApi';
import { setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { errorBody, json, renderInApp, stubApi, userToken } from '../account/harness';

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  forgetTranslateStatus();
  setItem('accessToken', userToken());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(onSave = vi.fn(async (_pack: unknown) => undefined)) {
  renderInApp(<PackForm kind={WORD_PACKS} defaultLanguage="en" onSave={onSave} onCancel={() => undefined} />, '/wordPacks');
  return onSave;
}

describe('translating a pack in its editor', () => {
  it('offers nothing when the server has no translation service', async () => {
    const calls = stubApi({ 'GET /translate': () => json(200, { enabled: false, languages: [] }) });
    renderForm();
    await waitFor(() => expect(calls.some((c) => c.path === '/translate')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  });

  it('translates the words into another language, shows them first, and takes them with the language', async () => {
    const calls = stubApi({
      'GET /translate': () => json(200, { enabled: true, languages: ['en', 'dk', 'nl', 'de', 'es', 'fr', 'pl', 'sk', 'ro'] }),
      'POST /translate': (call) => json(200, { translatedText: (call.body as { text: string[] }).text.map((w) => `${w}-de`), detectedLanguage: null }),
    });
    const onSave = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kitchen' } });
    fireEvent.change(screen.getByLabelText('Words'), { target: { value: 'spoon\nfork\nkettle\nwhisk\nladle' } });
    const target = await screen.findByLabelText('Translate into');
    // The pack's own language is not offered as a target.
    expect(Array.from((target as HTMLSelectElement).options).map((o) => o.value)).not.toContain('en');
    fireEvent.change(target, { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));

    expect(await screen.findByText('Translation – Deutsch (5)')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: ['spoon', 'fork', 'kettle', 'whisk', 'ladle'], source: 'en', target: 'de' });
    // Nothing changes until the author takes it.
    expect((screen.getByLabelText('Words') as HTMLTextAreaElement).value).toBe('spoon\nfork\nkettle\nwhisk\nladle');
    fireEvent.click(screen.getByRole('button', { name: 'Use translation' }));
    expect((screen.getByLabelText('Words') as HTMLTextAreaElement).value).toBe('spoon-de\nfork-de\nkettle-de\nwhisk-de\nladle-de');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('de');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ language: 'de', entries: ['spoon-de', 'fork-de', 'kettle-de', 'whisk-de', 'ladle-de'] });
  });

  it('says so when the service is away', async () => {
    stubApi({
      'GET /translate': () => json(200, { enabled: true, languages: ['en', 'de'] }),
      'POST /translate': () => errorBody(503, 'translate.error.unavailable'),
    });
    renderForm();
    fireEvent.change(screen.getByLabelText('Words'), { target: { value: 'spoon\nfork' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('The translation service is not available right now. Please try again later.')).toBeTruthy();
  });
});

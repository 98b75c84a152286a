import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SettingsPanel } from '../../src/features/host-lobby/GameSettingsPanel';
import { completeSettings } from '../../src/features/host-lobby/settings';
import { LoginDialogProvider } from '../../src/features/account/LoginDialog';
import { CategoryPacksPage } from '../../src/features/word-packs/CategoryPacksPage';
import { CATEGORY_PACKS, packKindOf } from '../../src/features/word-packs/packKinds';
import { parsePrompts } from '../../src/features/word-packs/prompts';
import { setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { errorBody, json, renderInApp, stubApi, userToken } from '../account/harness';

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pack = (id: number, name: string, prompts: string[], ownerUserId = 42) => ({
  id,
  name,
  language: 'en',
  prompts,
  isPublic: false,
  ownerUserId,
  ownerName: ownerUserId === 42 ? 'Ann' : 'Zed',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const FIVE = ['Why is the sky, in fact, blue?', 'Name a bad pet', 'A terrible hat', 'The worst song ever', 'A silly law'];

describe('category packs: the prompts box', () => {
  it('reads one prompt per line (commas stay), tidied, without repeats, and finds the ones the server refuses', () => {
    const parsed = parsePrompts(`  Why is the sky,  in fact,   blue? \nname a bad pet\nName a bad pet\n\nA <b>bold</b> one\n${'x'.repeat(151)}\n!!!`);
    expect(parsed.prompts).toEqual(['Why is the sky, in fact, blue?', 'name a bad pet']);
    expect(parsed.duplicates).toBe(1);
    expect(parsed.invalid).toEqual(['A <b>bold</b> one', 'x'.repeat(151), '!!!']);
    expect(CATEGORY_PACKS.entriesText(parsed.prompts)).toBe('Why is the sky, in fact, blue?\nname a bad pet');
  });
});

describe('category packs in the lobby', () => {
  it('REQUIP offers its category packs and keeps the picks in its own settings', async () => {
    const calls = stubApi({
      'GET /categoryPack/getAll': () => json(200, [pack(3, 'Silly questions', FIVE), pack(9, 'Shared fun', FIVE, 77)]),
    });
    const onChange = vi.fn();
    const settings = completeSettings({ numberOfRounds: 2 });
    renderInApp(<SettingsPanel settings={settings} gameType="REQUIP" onChange={onChange} />);
    expect(screen.getByRole('switch', { name: 'Family-friendly' }).getAttribute('aria-checked')).toBe('true');
    const picker = screen.getByRole('group', { name: 'Category packs' });
    expect(within(picker).getByText('None picked: the built-in prompts are used.')).toBeTruthy();
    fireEvent.click(await within(picker).findByRole('checkbox', { name: /Shared fun/ }));
    expect(onChange).toHaveBeenCalledWith({ requipSettings: { categoryPackIds: [9], familyOnly: true } });
    expect(calls.find((c) => c.path.startsWith('/categoryPack/getAll'))?.path).toBe('/categoryPack/getAll?language=en');
    expect(within(picker).getByText('5 prompts · Zed')).toBeTruthy();
    expect(within(picker).getByRole('link', { name: 'Make your own packs' }).getAttribute('href')).toBe('/categoryPack');
  });

  it('shows the picks the settings hold, and drops one when it is unticked', async () => {
    stubApi({ 'GET /categoryPack/getAll': () => json(200, [pack(3, 'Silly questions', FIVE), pack(9, 'Shared fun', FIVE, 77)]) });
    const onChange = vi.fn();
    const settings = completeSettings({ requipSettings: { categoryPackIds: [3, 9], familyOnly: false } });
    renderInApp(<SettingsPanel settings={settings} gameType="REQUIP" onChange={onChange} />);
    const picker = screen.getByRole('group', { name: 'Category packs' });
    expect(within(picker).getByText('2 picked: their prompts come first.')).toBeTruthy();
    const silly = (await within(picker).findByRole('checkbox', { name: /Silly questions/ })) as HTMLInputElement;
    expect(silly.checked).toBe(true);
    fireEvent.click(silly);
    expect(onChange).toHaveBeenCalledWith({ requipSettings: { categoryPackIds: [9], familyOnly: false } });
  });

  it('each game gets the picker of its own pack kind, or none', () => {
    expect(packKindOf('REQUIP')?.kind).toBe('category');
    expect(packKindOf('CANVAS_CLASH')?.kind).toBe('word');
    expect(packKindOf('SYNC_THINK')).toBeNull();
    expect(CATEGORY_PACKS.picked(completeSettings({}), 'SYNC_THINK')).toBeNull();
  });
});

describe('the category packs page', () => {
  it('lists the account’s own packs, adds one, and says why the server refused another', async () => {
    setItem('accessToken', userToken());
    let refuse = false;
    const calls = stubApi({
      'GET /categoryPack/getAll': () => json(200, [pack(3, 'Silly questions', FIVE), pack(9, 'Not mine', FIVE, 77)]),
      'POST /categoryPack/add': (call) =>
        refuse ? errorBody(422, 'categoryPack.too_many_packs') : json(200, { ...pack(4, 'Fresh', []), ...(call.body as object), id: 4, ownerUserId: 42 }),
    });
    renderInApp(
      <LoginDialogProvider>
        <CategoryPacksPage />
      </LoginDialogProvider>,
      '/categoryPack',
    );
    const list = await screen.findByRole('list', { name: 'Your category packs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('5 prompts')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New pack' }));
    let form = await screen.findByRole('dialog', { name: 'New category pack' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Fresh' } });
    fireEvent.change(within(form).getByLabelText('Prompts'), { target: { value: FIVE.join('\n') } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Fresh', language: 'en', prompts: FIVE, isPublic: false });

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'New pack' }));
    form = await screen.findByRole('dialog', { name: 'New category pack' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'One more' } });
    fireEvent.change(within(form).getByLabelText('Prompts'), { target: { value: FIVE.join('\n') } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have the most packs an account may have. Delete one first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Drawing words instead? Word packs' }).getAttribute('href')).toBe('/wordPacks');
  });
});

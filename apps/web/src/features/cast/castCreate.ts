/**
 * Creating a room cast to a Chromecast, without React: connect to the device first (the picker opens
 * only on the click), then the room and its game as the create flow always makes them, then hand
 * the device the room and its sign-in.
 */
import type { ChromecastSessionResponse, GameDto, GameSessionDto, GameType, Language } from '@snackparty/protocol';
import { CAST_HOST } from '../../app/hostMode';
import { setItem } from '../../storage/storage';
import { runCreate } from '../create-game/createFlow';
import type { CreatePhase } from '../create-game/createFlow';
import type { CastLink } from './castSender';

export interface CastCreateDeps {
  /** Opens the device picker and connects; rejects when no device was chosen. */
  connect: () => Promise<CastLink>;
  createCastSession: (input: { initialGameType: GameType; language: Language }) => Promise<ChromecastSessionResponse>;
  getSession: (code: string) => Promise<GameSessionDto>;
  createGame: (input: { gameType: GameType; gameCode: string }) => Promise<GameDto>;
  sleep: (ms: number) => Promise<void>;
  onPhase?: (phase: CreatePhase) => void;
}

export interface CastCreated {
  session: GameSessionDto;
  link: CastLink;
  /** The device took the room; false when handing it over failed (the remote offers to cast again). */
  sent: boolean;
}

export async function runCastCreate(deps: CastCreateDeps, input: { language: Language; gameType: GameType }): Promise<CastCreated> {
  deps.onPhase?.('cast');
  const link = await deps.connect();
  let receiverRoom: ChromecastSessionResponse | null = null;
  const { session } = await runCreate(
    {
      createSession: async ({ language, initialGameType }) => {
        receiverRoom = await deps.createCastSession({ initialGameType, language });
        return deps.getSession(receiverRoom.gameCode);
      },
      createGame: deps.createGame,
      sleep: deps.sleep,
      onPhase: deps.onPhase,
    },
    { language: input.language, hostType: CAST_HOST, gameType: input.gameType },
  );
  let sent = true;
  try {
    await link.sendRoom(receiverRoom!);
  } catch (error) {
    console.warn('The cast device did not take the room', error);
    sent = false;
  }
  return { session, link, sent };
}

/** What the phone keeps of the cast it started (spec stored items): the remote reads it back. */
export function rememberCast(link: Pick<CastLink, 'deviceName' | 'sessionId'>, gameCode: string): void {
  setItem('chromecastDeviceName', link.deviceName);
  setItem('chromecastSession', { sessionId: link.sessionId, gameCode });
}

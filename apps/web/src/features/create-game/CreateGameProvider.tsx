import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { GameType } from '@snackparty/protocol';

const CreateGameDialog = lazy(() => import('./CreateGameDialog').then((m) => ({ default: m.CreateGameDialog })));

export interface CreateGameOptions {
  /** Start with this game picked (from a game card). */
  gameType?: GameType;
  /** A TV: the screen itself is the central screen, no host-mode choice. */
  tv?: boolean;
}

interface CreateGameApi {
  openCreateGame: (options?: CreateGameOptions) => void;
}
const CreateGameContext = createContext<CreateGameApi>({ openCreateGame: () => undefined });

export function useCreateGame(): CreateGameApi {
  return useContext(CreateGameContext);
}

/** Lets any screen open the create-game dialog; the dialog's code loads on first use. */
export function CreateGameProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<CreateGameOptions | null>(null);
  const [session, setSession] = useState(0);
  const openCreateGame = useCallback((next: CreateGameOptions = {}) => {
    setSession((n) => n + 1);
    setOptions(next);
  }, []);
  const api = useMemo(() => ({ openCreateGame }), [openCreateGame]);
  return (
    <CreateGameContext.Provider value={api}>
      {children}
      {options ? (
        <Suspense fallback={null}>
          <CreateGameDialog key={session} {...options} onClose={() => setOptions(null)} />
        </Suspense>
      ) : null}
    </CreateGameContext.Provider>
  );
}

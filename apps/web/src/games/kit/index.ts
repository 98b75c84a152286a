/**
 * The shared game kit: pieces every game's screens use, so a new game is mostly its own rules on
 * screen. Import from here.
 */
export { AnswerForm } from './AnswerForm';
export type { AnswerFormProps } from './AnswerForm';
export { Countdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { MoveSender, STAGE_OVER_KEY, isMoveId, randomMoveId } from './moveSender';
export type { MoveBody, MoveOutcome, PendingMove } from './moveSender';
export { PlayerChip } from './PlayerChip';
export type { ChipPlayer, PlayerChipProps } from './PlayerChip';
export { MoveSendStateContext, NO_PENDING_MOVES, useMoveSendState } from './moveSendState';
export type { MoveSendState } from './moveSendState';
export { useMoveSender } from './useMoveSender';
export type { MoveSenderHandle } from './useMoveSender';
export { VoteGrid } from './VoteGrid';
export type { VoteGridProps, VoteOption } from './VoteGrid';
export { useLiveResource } from '../../realtime/useLiveResource';
export type { LiveResourceOptions } from '../../realtime/useLiveResource';
export { keyboardInset, useKeyboardSafeArea } from './useKeyboardSafeArea';
export { ReadAloud } from './ReadAloud';
export type { ReadAloudProps } from './ReadAloud';
export { HideButton, HideContentContext, ShownText } from './HiddenContent';

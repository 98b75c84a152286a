import type { ReactNode } from 'react';
import { Avatar } from '../../ui/Avatar';

export interface ChipPlayer {
  alias: string;
  avatarSrc: string | null | undefined;
  colour: string | null | undefined;
}

export interface PlayerChipProps {
  player: ChipPlayer;
  avatarSize: number;
  /** How the alias is written (aliases show in capitals by default). */
  format?: (alias: string) => string;
  /** Class of the span around the alias and the extras. */
  className?: string;
  /** Class of the alias itself, when it needs its own element next to the extras. */
  nameClassName?: string;
  title?: string;
  /** Marks after the alias (host, robot, "you"). */
  children?: ReactNode;
}

const upper = (alias: string) => alias.toLocaleUpperCase();

/**
 * A player as every list shows them: avatar, then alias (and marks). The avatar is decorative: the
 * alias next to it names the player. Renders two siblings so it fits the list's own layout.
 */
export function PlayerChip({ player, avatarSize, format = upper, className, nameClassName, title, children }: PlayerChipProps) {
  const name = format(player.alias);
  return (
    <>
      <Avatar src={player.avatarSrc} name={player.alias} size={avatarSize} colour={player.colour} decorative />
      <span className={className} title={title}>
        {nameClassName ? <span className={nameClassName}>{name}</span> : name}
        {children}
      </span>
    </>
  );
}

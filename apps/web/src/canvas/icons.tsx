/** Line icons for the drawing tools (24×24, currentColor). Decorative: the buttons carry the labels. */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const UndoIcon = () => <Icon><path d="M9 14L4 9l5-5" /><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" /></Icon>;
/** The eraser brush. */
export const EraserIcon = () => (
  <Icon>
    <path d="M7 21h13" />
    <path d="M7.5 20.5L3.6 16.6a2 2 0 0 1 0-2.8l9.2-9.2a2 2 0 0 1 2.8 0l4.2 4.2a2 2 0 0 1 0 2.8L12 19.4" />
    <path d="M9 10l6 6" />
  </Icon>
);
/** Erase all: the whole drawing into the bin (it can be brought back). */
export const EraseAllIcon = () => <Icon><path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" /></Icon>;
export const UndoEraseAllIcon = () => <Icon><path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1L3.5 8.5" /><path d="M3.5 3.5v5h5" /><path d="M12 8v4.5l3 2" /></Icon>;

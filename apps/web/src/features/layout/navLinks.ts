/** Title bar links. Screens that do not exist yet point at sections of the home page. */
export interface NavLink {
  to: string;
  labelKey: string;
}

export const NAV_LINKS: readonly NavLink[] = [
  { to: '/join', labelKey: 'nav.joinGame' },
  { to: '/#games', labelKey: 'nav.games' },
  { to: '/#how-to-play', labelKey: 'nav.howToPlay' },
  { to: '/#about', labelKey: 'nav.about' },
  { to: '/#pricing', labelKey: 'nav.pricing' },
  { to: '/contact', labelKey: 'nav.contact' },
];

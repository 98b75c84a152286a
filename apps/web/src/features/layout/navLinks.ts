/** The title bar's and the menu's links, each a page of the site. */
export interface NavLink {
  to: string;
  labelKey: string;
  /** Shown only when the server takes payments (a free server offers nothing for sale). */
  paymentsOnly?: boolean;
}

export const NAV_LINKS: readonly NavLink[] = [
  { to: '/joinGame', labelKey: 'nav.joinGame' },
  { to: '/games', labelKey: 'nav.games' },
  { to: '/howToPlay', labelKey: 'nav.howToPlay' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/payment', labelKey: 'nav.pricing', paymentsOnly: true },
  { to: '/contact', labelKey: 'nav.contact' },
];

/** The links to show, given whether the server takes payments. */
export function visibleNavLinks(paymentsEnabled: boolean): NavLink[] {
  return NAV_LINKS.filter((link) => !link.paymentsOnly || paymentsEnabled);
}

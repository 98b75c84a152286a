/** The name this tab watches rooms under: kept for the tab only, so a reload keeps it and nothing follows the browser. */
const KEY = 'snackparty.audienceName';

export function storedAudienceName(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeAudienceName(name: string): void {
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Without storage the name lasts as long as the page.
  }
}

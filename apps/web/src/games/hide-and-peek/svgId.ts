import { useId } from 'react';

/** An id usable inside `url(#…)` (React's ids carry characters a URL reference may not), unique on the page. */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

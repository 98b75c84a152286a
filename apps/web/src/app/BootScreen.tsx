import { LoadingDots } from '../ui/Spinner';
import { Wordmark } from '../ui/Wordmark';

/** Shown while translations and the first screen load. No text: translations may not be there yet. */
export function BootScreen() {
  return (
    <div className="boot-screen" aria-busy="true">
      <Wordmark size="lg" />
      <LoadingDots />
    </div>
  );
}

import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { FallbackScreen } from '../features/fallback/FallbackScreen';
import { reportError } from '../features/fallback/errorReport';

/** Uncaught rendering errors: logged and reported with the page address, then the fallback screen with a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught rendering error at', window.location.href, error, info.componentStack);
    void reportError('boundary', error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    return this.state.failed ? <FallbackScreen reportAs={null} /> : this.props.children;
  }
}

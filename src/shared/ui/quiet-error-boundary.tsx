import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they have failed (e.g. their chunk did not load). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps the failure of an optional part of a page (a lazily loaded section) inside that part, so
 * the rest of the page, already on screen, stays. Pages themselves fail into the route's boundary.
 */
export class QuietErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('[section] could not render', error, info.componentStack);
    // Loaded when needed: the reporting's code is not in the first load of the pages using this.
    void import('@/shared/events/client-errors').then(({ reportClientError }) =>
      reportClientError({ kind: 'boundary', message: error.message, name: error.name }),
    );
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

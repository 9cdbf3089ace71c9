import { Component, type ReactNode } from 'react';
import { deliveryMessages } from './deliveryRows.ts';
import { ErrorState } from '@store/shared/ui';

/** Any failure while drawing the delivery data shows spec §8's text instead of a broken page. */
export class DeliveryErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorState text={deliveryMessages.loadFailed} /> : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { WidgetContext, type WidgetUi } from './context.ts';

/** The surfaces the shell shows, each behind a boundary of its own, and how each is closed. */
const CLOSE = {
  drawer: 'closeDrawer',
  'sign-in': 'closeSignIn',
  options: 'closeOptions',
} as const satisfies Record<string, keyof WidgetUi['ui']>;

interface Props {
  part: keyof typeof CLOSE;
  /** What is shown (the open flag, the options request): a new one tries the part again. */
  showing: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  showing: unknown;
}

/**
 * One failing part (a host page's Trusted Types refusing something, a part's code that did not load, a
 * bug) never takes the rest down: without it, an error in the options popover unmounted the whole React
 * tree, and even `Dropcart.open()` showed nothing. The part closes, the shopper reads a short translated
 * notice, the owner gets the error in the console and as `dropcart:error`; opening it again tries again.
 */
export class PartBoundary extends Component<Props, State> {
  static override contextType = WidgetContext;
  declare context: WidgetUi | null;
  override state: State = { failed: false, showing: this.props.showing };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.showing === state.showing ? null : { failed: false, showing: props.showing };
  }

  override componentDidCatch(error: unknown): void {
    const widget = this.context;
    console.error(`[dropcart] the ${this.props.part} part could not be shown`, error);
    if (!widget) return;
    const message = widget.t('ui.partFailed');
    widget.notify.toast(message, 'error');
    widget.events.emit('error', { code: 'UI_PART_FAILED', message });
    widget.ui[CLOSE[this.props.part]]();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

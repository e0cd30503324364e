import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components/Tooltip';

import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** What the tooltip says. Never the only place for essential information. */
  content: ReactNode;
  /**
   * The trigger: a design-system Button, IconButton or Link, or an element wrapped in
   * react-aria's `Focusable`. It shows on hover after a delay and at once on keyboard focus.
   */
  children: ReactElement;
  /** @default 'top' */
  placement?: AriaTooltipProps['placement'];
  /** Milliseconds before it shows on hover. @default 600 */
  delay?: number;
  isDisabled?: boolean;
}

/** A short description shown on hover and keyboard focus; Escape hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isDisabled,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

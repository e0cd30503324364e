import { useRef, type MouseEvent, type ReactNode } from 'react';

import { useStrings } from '../../i18n/strings';
import * as styles from '../Button/Button.css';
import type { ButtonProps } from '../Button/Button';
import { ButtonContent } from '../Button/ButtonContent';
import { useBlockPresses } from '../Button/useBlockPresses';
import { useBusyAnnouncement } from '../Button/useBusyAnnouncement';

export interface PlainButtonProps extends Pick<
  ButtonProps,
  'variant' | 'size' | 'width' | 'icon' | 'pendingLabel' | 'isPending' | 'isDisabled'
> {
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}

/**
 * `Button` as a native `<button>`, for the screens that must paint before react-aria loads
 * (sign-in): the same look, name and busy behaviour; the browser gives the keyboard presses
 * (Enter, Space) and the focus ring (`:focus-visible`).
 */
export function PlainButton({
  variant = 'primary',
  size = 'standard',
  width = 'content',
  type = 'button',
  icon,
  pendingLabel,
  isPending: isBusy = false,
  isDisabled,
  onClick,
  children,
}: PlainButtonProps) {
  const strings = useStrings();
  const ref = useRef<HTMLButtonElement>(null);
  useBusyAnnouncement(ref, isBusy);
  useBlockPresses(ref, isBusy);
  return (
    <button
      ref={ref}
      // Enter in a field of the form must not submit it again while it is busy.
      type={isBusy && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isBusy || undefined}
      data-busy={isBusy || undefined}
      data-native=""
      className={styles.button({ variant, size, width })}
      onClick={onClick}
    >
      <ButtonContent icon={icon} busyLabel={isBusy ? (pendingLabel ?? strings.loading) : undefined}>
        {children}
      </ButtonContent>
    </button>
  );
}

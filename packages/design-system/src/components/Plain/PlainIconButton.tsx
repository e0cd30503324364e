import type { ReactNode } from 'react';

import * as styles from '../IconButton/IconButton.css';

export interface PlainIconButtonProps {
  /** The button's accessible name; there is no visible text. */
  label: string;
  /** A decorative icon. */
  icon: ReactNode;
  /** @default 'standard' */
  size?: 'small' | 'standard';
  isDisabled?: boolean;
  /** The id of the element the button changes (a password toggle's input). */
  'aria-controls'?: string;
  onClick: () => void;
}

/** `IconButton` as a native `<button>`, for the screens that paint before react-aria loads. */
export function PlainIconButton({
  label,
  icon,
  size,
  isDisabled,
  onClick,
  ...props
}: PlainIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={props['aria-controls']}
      disabled={isDisabled}
      data-native=""
      className={styles.iconButton({ size })}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

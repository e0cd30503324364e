import { useState } from 'react';

import { classNames } from '../../css/classNames';
import * as styles from './Avatar.css';
import { avatarColorIndex, initials } from './avatarColor';

export interface AvatarProps {
  /** The person's full name: the accessible name, the initials and the colour. */
  name: string;
  /** A picture (URL or data URL, such as `profilePicMedium`); initials show without one. */
  src?: string;
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Hide from screen readers when the name is already next to it or on its button. */
  isDecorative?: boolean;
}

/**
 * A person's picture, or their initials on a colour derived from their full name (the same name
 * always gets the same colour; every colour passes AA contrast with the initials).
 */
export function Avatar({ name, src, size = 'medium', isDecorative }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== failedSrc;
  const colorIndex = avatarColorIndex(name) as keyof typeof styles.color;
  const a11y = isDecorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': name };
  return (
    <span
      {...a11y}
      className={classNames(
        styles.avatar,
        styles.size[size],
        !showImage && styles.color[colorIndex],
      )}
      data-color={colorIndex}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt=""
          onError={() => {
            setFailedSrc(src);
          }}
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}

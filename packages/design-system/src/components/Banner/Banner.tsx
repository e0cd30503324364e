import type { ReactNode } from 'react';

import { useStrings } from '../../i18n/strings';
import { Badge } from '../Badge/Badge';
import { PlainButton } from '../Plain/PlainButton';
import { PlainIconButton } from '../Plain/PlainIconButton';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons';
import * as styles from './Banner.css';

export const bannerTones = ['info', 'success', 'warning', 'danger'] as const;
export type BannerTone = (typeof bannerTones)[number];

const icons = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: DangerIcon,
} as const;

export interface BannerAction {
  label: string;
  onPress: () => void;
  isPending?: boolean;
}

export interface BannerProps {
  tone: BannerTone;
  /** A short title in bold, before the message. */
  title?: string;
  /** A tag beside the title, such as "NEW". */
  tag?: string;
  /** The message. */
  children: ReactNode;
  /** One button, such as "Enroll Now". */
  action?: BannerAction;
  /** Shows a dismiss button ("Dismiss") that calls this. */
  onDismiss?: () => void;
  /**
   * Announce the banner when it appears: `polite` for news, `assertive` for errors that need
   * attention now. Banners present when the page loads need no announcement. @default 'off'
   */
  announce?: 'off' | 'polite' | 'assertive';
}

/**
 * A message across the page or a section: information, success, warning or danger. Its buttons
 * are plain ones, so a sign-in error does not wait for react-aria's.
 */
export function Banner({
  tone,
  title,
  tag,
  children,
  action,
  onDismiss,
  announce = 'off',
}: BannerProps) {
  const strings = useStrings();
  const Icon = icons[tone];
  const role = announce === 'assertive' ? 'alert' : announce === 'polite' ? 'status' : undefined;
  return (
    <div className={styles.banner({ tone })} role={role}>
      <span className={styles.icon({ tone })}>
        <Icon />
      </span>
      <div className={styles.body}>
        <div className={styles.content}>
          {(title ?? tag) && (
            <p className={styles.title}>
              {title}
              {tag && (
                <Badge tone="brand" weight="strong">
                  {tag}
                </Badge>
              )}
            </p>
          )}
          <div className={styles.message}>{children}</div>
        </div>
        {action && (
          <PlainButton
            variant="secondary"
            size="small"
            onClick={action.onPress}
            isPending={action.isPending}
          >
            {action.label}
          </PlainButton>
        )}
      </div>
      {onDismiss && (
        <PlainIconButton
          size="small"
          label={strings.dismiss}
          icon={<CloseIcon />}
          onClick={onDismiss}
        />
      )}
    </div>
  );
}

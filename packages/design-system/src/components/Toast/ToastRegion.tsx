import { Button as AriaButton } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components/Toast';

import { useStrings, type DesignSystemStrings } from '../../i18n/strings';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon } from '../icons/icons';
import * as styles from './Toast.css';
import { toastQueue, type ToastQueueInstance, type ToastTone } from './toastQueue';

const icons = { success: SuccessIcon, error: DangerIcon, info: InfoIcon } as const;

function defaultTitle(tone: ToastTone, strings: DesignSystemStrings): string {
  switch (tone) {
    case 'success':
      return strings.toastSuccess;
    case 'error':
      return strings.toastError;
    case 'info':
      return strings.toastInfo;
  }
}

export interface ToastRegionProps {
  /** @default the app's `toastQueue` */
  queue?: ToastQueueInstance;
}

/**
 * Where toasts appear: a landmark region (F6 reaches it) whose toasts are announced as they
 * arrive and close themselves after their timeout (5000 ms by default), pausing while hovered
 * or focused. Mount once, near the root.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const strings = useStrings();
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label={strings.notifications}>
      {({ toast }) => {
        const { tone } = toast.content;
        const Icon = icons[tone];
        return (
          <AriaToast toast={toast} className={styles.toast({ tone })} data-tone={tone}>
            <span className={styles.icon({ tone })}>
              <Icon />
            </span>
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title ?? defaultTitle(tone, strings)}
              </Text>
              {toast.content.description && (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              )}
            </AriaToastContent>
            <AriaButton
              slot="close"
              aria-label={strings.close}
              className={iconButtonStyles.iconButton({ size: 'small' })}
            >
              <CloseIcon />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

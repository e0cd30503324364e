import type { ReactElement, ReactNode } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';

import { useStrings } from '../../i18n/strings';
import { Heading } from '../Heading/Heading';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';

export interface CloseRenderProps {
  /** Closes the dialog. */
  close: () => void;
}

/** Content that may need to close its dialog: a node, or a function that receives `close`. */
export type Closable = ReactNode | ((renderProps: CloseRenderProps) => ReactNode);

function render(content: Closable, close: () => void): ReactNode {
  return typeof content === 'function' ? content({ close }) : content;
}

interface DialogFrameProps {
  title: string;
  role?: 'dialog' | 'alertdialog';
  children: Closable;
  footer?: Closable;
  /** What ends the header, given the close button ("Close") to place or leave out. */
  headerEnd: (closeButton: ReactElement) => ReactNode;
  classNames: { dialog: string; header: string; title: string; body: string; footer: string };
}

/**
 * The frame the Dialog and the Drawer share: a header whose title names the dialog, a
 * scrolling body and an optional footer; each draws it with its own class names.
 */
export function DialogFrame({
  title,
  role,
  children,
  footer,
  headerEnd,
  classNames,
}: DialogFrameProps) {
  const strings = useStrings();
  return (
    <AriaDialog role={role} className={classNames.dialog}>
      {({ close }) => (
        <>
          <div className={classNames.header}>
            <span className={classNames.title}>
              <Heading slot="title" level={2} size={3}>
                {title}
              </Heading>
            </span>
            {headerEnd(
              <IconButton
                size="small"
                label={strings.close}
                icon={<CloseIcon />}
                onPress={close}
              />,
            )}
          </div>
          <div className={classNames.body}>{render(children, close)}</div>
          {footer !== undefined && <div className={classNames.footer}>{render(footer, close)}</div>}
        </>
      )}
    </AriaDialog>
  );
}

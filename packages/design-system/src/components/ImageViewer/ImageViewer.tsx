import { Dialog } from '../Dialog/Dialog';
import { Modal } from '../Modal/Modal';
import * as styles from './ImageViewer.css';

export interface ImageViewerProps {
  /** The image; nothing opens without one. */
  src: string | null;
  /** The image's name: the dialog's title and the image's text alternative. */
  title: string;
  onClose: () => void;
}

/**
 * An image shown whole in a dialog over the page (a receipt photo), scaled to fit. Escape, a
 * click outside or Close dismiss it, and focus returns to what opened it.
 */
export function ImageViewer({ src, title, onClose }: ImageViewerProps) {
  return (
    <Modal
      size="large"
      isOpen={src !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog title={title}>
        {src !== null && (
          <div className={styles.frame}>
            <img className={styles.image} src={src} alt={title} />
          </div>
        )}
      </Dialog>
    </Modal>
  );
}

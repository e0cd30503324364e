// Our own crop rather than a library: the maintained React croppers (react-easy-crop,
// react-image-crop) move the crop with arrow keys but have no zoom keys and announce nothing,
// so the keyboard, the accessible name and the live announcement would be ours anyway; the
// geometry they would add is the hundred lines of model/square-crop.ts, well within the
// profile page's share of the bundle budget.
import {
  Banner,
  Button,
  Dialog,
  Inline,
  LiveRegion,
  Modal,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import {
  type KeyboardEvent,
  type PointerEvent,
  type WheelEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslator } from '@/i18n/intl';
import {
  centredView,
  type CropView,
  cropSummary,
  MOVE_STEP,
  moveView,
  type Size,
  ZOOM_STEP,
  zoomView,
} from '../model/square-crop';
import { croppedPicture } from './cropped-picture';
import * as styles from './picture-crop.css';

/** The square's side on screen, in CSS pixels. */
const FRAME_SIDE = 256;

/** Arrow keys move the square over the picture (so the picture the other way). */
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

export interface PictureCropDialogProps {
  file: File;
  /** The file's object URL, made and revoked by whoever chose the file. */
  url: string;
  isPending: boolean;
  onCancel: () => void;
  onCropped: (square: File) => void;
}

/**
 * "Crop your picture": the chosen picture behind a square, dragged with the pointer or moved
 * with the arrow keys, zoomed with the wheel, + and − or the buttons; where the square stands
 * is announced after each change. Save sends the square.
 */
export function PictureCropDialog(props: PictureCropDialogProps) {
  const { t } = useTranslator();
  const instructionsId = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const [picture, setPicture] = useState<Size | null>(null);
  const [view, setView] = useState<CropView | null>(null);
  // The view as last changed, ahead of the render: several pointer moves can arrive between
  // two renders, and each must move on from the one before, not from the rendered view.
  const latest = useRef<CropView | null>(null);
  const [dragging, setDragging] = useState(false);
  const [announced, setAnnounced] = useState('');
  const [failed, setFailed] = useState(false);

  const announce = (next: CropView, size: Size) => {
    setAnnounced(t('profile.crop.status', cropSummary(next, size, FRAME_SIDE)));
  };
  const change = (next: (current: CropView, size: Size) => CropView, speak: boolean) => {
    const current = latest.current;
    if (!current || !picture) return;
    const updated = next(current, picture);
    latest.current = updated;
    setView(updated);
    if (speak) announce(updated, picture);
  };
  const zoomBy = (factor: number) => {
    change((current, size) => zoomView(current, size, FRAME_SIDE, current.zoom * factor), true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (move) {
      const step = event.shiftKey ? MOVE_STEP * 5 : MOVE_STEP;
      change(
        (current, size) => moveView(current, size, FRAME_SIDE, move[0] * step, move[1] * step),
        true,
      );
    } else if (event.key === '+' || event.key === '=') {
      zoomBy(ZOOM_STEP);
    } else if (event.key === '-' || event.key === '_') {
      zoomBy(1 / ZOOM_STEP);
    } else {
      return;
    }
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (from?.pointerId !== event.pointerId) return;
    drag.current = { ...from, x: event.clientX, y: event.clientY };
    change(
      (current, size) =>
        moveView(current, size, FRAME_SIDE, event.clientX - from.x, event.clientY - from.y),
      false,
    );
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    setDragging(false);
    if (latest.current && picture) announce(latest.current, picture);
  };
  const onWheel = (event: WheelEvent) => {
    zoomBy(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
  };

  const save = async () => {
    const image = imageRef.current;
    const shown = latest.current;
    if (!image || !shown) return;
    setFailed(false);
    try {
      props.onCropped(await croppedPicture(image, shown, FRAME_SIDE, props.file.name));
    } catch {
      setFailed(true);
    }
  };

  const scale =
    picture && view ? (FRAME_SIDE / Math.min(picture.width, picture.height)) * view.zoom : 1;
  return (
    <Modal
      isOpen
      isDismissable={!props.isPending}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
    >
      <Dialog
        title={t('profile.crop.title')}
        actions={
          <>
            <Button variant="secondary" isDisabled={props.isPending} onPress={props.onCancel}>
              {t('profile.crop.cancel')}
            </Button>
            <Button
              variant="primary"
              isDisabled={!view}
              isPending={props.isPending}
              onPress={() => {
                void save();
              }}
            >
              {t('profile.crop.save')}
            </Button>
          </>
        }
      >
        <Stack space="medium">
          <Text id={instructionsId}>{t('profile.crop.instructions')}</Text>
          {failed && (
            <Banner tone="danger" announce="assertive">
              {t('profile.crop.failed')}
            </Banner>
          )}
          <div
            role="application"
            aria-roledescription={t('profile.crop.roleDescription')}
            aria-label={t('profile.crop.label')}
            aria-describedby={instructionsId}
            tabIndex={0}
            className={styles.frame}
            style={{ width: FRAME_SIDE, height: FRAME_SIDE }}
            data-dragging={dragging || undefined}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onWheel={onWheel}
          >
            {props.url && (
              <img
                ref={imageRef}
                src={props.url}
                alt=""
                draggable={false}
                className={styles.picture}
                style={
                  view
                    ? {
                        transform: `translate(${String(view.x)}px, ${String(view.y)}px) scale(${String(scale)})`,
                      }
                    : { visibility: 'hidden' }
                }
                onLoad={(event) => {
                  const size = {
                    width: event.currentTarget.naturalWidth,
                    height: event.currentTarget.naturalHeight,
                  };
                  const start = centredView(size, FRAME_SIDE);
                  setPicture(size);
                  latest.current = start;
                  setView(start);
                  announce(start, size);
                }}
                onError={() => {
                  setFailed(true);
                }}
              />
            )}
            {!view && !failed && <Spinner label={t('profile.crop.loading')} />}
          </div>
          <Inline space="small" align="center">
            <Button
              variant="secondary"
              size="small"
              isDisabled={!view}
              onPress={() => {
                zoomBy(1 / ZOOM_STEP);
              }}
            >
              {t('profile.crop.zoomOut')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              isDisabled={!view}
              onPress={() => {
                zoomBy(ZOOM_STEP);
              }}
            >
              {t('profile.crop.zoomIn')}
            </Button>
          </Inline>
          <LiveRegion visuallyHidden>{announced}</LiveRegion>
        </Stack>
      </Dialog>
    </Modal>
  );
}

// The square a profile picture is cut to, as the crop dialog moves and zooms it. Pure, so the
// pointer, the keyboard and the tests share one geometry. The picture always covers the
// square: at zoom 1 its shorter side fills it, and it cannot be moved to show a gap.

export interface Size {
  width: number;
  height: number;
}

/** Where the picture sits behind the square (CSS pixels of the frame) and how far it is zoomed. */
export interface CropView {
  /** The picture's left and top edges, relative to the frame's (≤ 0: it covers the frame). */
  x: number;
  y: number;
  /** 1 = the shorter side fills the frame. */
  zoom: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** One arrow key press moves the picture this many CSS pixels; with Shift, five times as far. */
export const MOVE_STEP = 8;
/** One + or − press zooms by this factor. */
export const ZOOM_STEP = 1.25;

/** CSS pixels on screen per pixel of the picture. */
function scaleOf(picture: Size, frame: number, zoom: number): number {
  return (frame / Math.min(picture.width, picture.height)) * zoom;
}

/** The view held inside its limits: zoom between 1 and 4, no gap between picture and frame. */
export function clampView(view: CropView, picture: Size, frame: number): CropView {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom));
  const scale = scaleOf(picture, frame, zoom);
  const clamp = (value: number, shown: number) => Math.min(0, Math.max(frame - shown, value));
  return {
    x: clamp(view.x, picture.width * scale),
    y: clamp(view.y, picture.height * scale),
    zoom,
  };
}

/** The picture at zoom 1, centred: what the dialog opens on. */
export function centredView(picture: Size, frame: number): CropView {
  const scale = scaleOf(picture, frame, 1);
  return {
    x: (frame - picture.width * scale) / 2,
    y: (frame - picture.height * scale) / 2,
    zoom: 1,
  };
}

/** Moved by a drag or an arrow key (dx, dy in CSS pixels). */
export function moveView(
  view: CropView,
  picture: Size,
  frame: number,
  dx: number,
  dy: number,
): CropView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, picture, frame);
}

/** Zoomed to `zoom`, keeping the frame's centre on the same point of the picture. */
export function zoomView(view: CropView, picture: Size, frame: number, zoom: number): CropView {
  const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  const ratio = scaleOf(picture, frame, next) / scaleOf(picture, frame, view.zoom);
  const centre = frame / 2;
  return clampView(
    {
      x: centre - (centre - view.x) * ratio,
      y: centre - (centre - view.y) * ratio,
      zoom: next,
    },
    picture,
    frame,
  );
}

/** The square of the picture the frame shows, in the picture's own pixels. */
export function cropSquare(view: CropView, picture: Size, frame: number) {
  const scale = scaleOf(picture, frame, view.zoom);
  const size = Math.min(frame / scale, picture.width, picture.height);
  return {
    left: Math.max(0, Math.min(picture.width - size, -view.x / scale)),
    top: Math.max(0, Math.min(picture.height - size, -view.y / scale)),
    size,
  };
}

/** What the dialog announces: the zoom and where the square starts, in whole percents. */
export function cropSummary(view: CropView, picture: Size, frame: number) {
  const square = cropSquare(view, picture, frame);
  return {
    zoom: Math.round(view.zoom * 100),
    left: Math.round((square.left / picture.width) * 100),
    top: Math.round((square.top / picture.height) * 100),
  };
}

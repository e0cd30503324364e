import type { CropView, Size } from '../model/square-crop';
import { cropSquare } from '../model/square-crop';

/**
 * The side of the square sent: twice the server's stored 256 px, so its resize still has
 * detail to work with, and far under the 5 MB limit as a JPEG.
 */
const SENT_SIDE = 512;

/**
 * The square the frame shows, drawn from the picture as the browser shows it (already turned
 * upright by its orientation) into a JPEG of at most SENT_SIDE pixels. The server checks its
 * bytes and size again and stores it as its own square.
 */
export async function croppedPicture(
  image: HTMLImageElement,
  view: CropView,
  frame: number,
  name: string,
): Promise<File> {
  const picture: Size = { width: image.naturalWidth, height: image.naturalHeight };
  const square = cropSquare(view, picture, frame);
  const side = Math.max(1, Math.min(SENT_SIDE, Math.round(square.size)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the cropped picture.');
  // A transparent PNG would turn black as a JPEG: its background is white instead.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, square.left, square.top, square.size, square.size, 0, 0, side, side);
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/jpeg', 0.9);
  });
  if (!blob) throw new Error('This browser cannot draw the cropped picture.');
  return new File([blob], `${name.replace(/\.[^.]*$/, '') || 'picture'}.jpg`, {
    type: 'image/jpeg',
  });
}

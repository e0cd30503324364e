import { describe, expect, it } from 'vitest';
import { centredView, cropSquare, cropSummary, MAX_ZOOM, moveView, zoomView } from './square-crop';

// A landscape picture of 400 × 200 behind a frame of 100 CSS pixels: at zoom 1 its height
// fills the frame (half a CSS pixel per pixel), and 200 of its 400 pixels of width show.
const picture = { width: 400, height: 200 };
const frame = 100;

describe('the square a picture is cut to', () => {
  it('opens centred, its shorter side filling the square', () => {
    const view = centredView(picture, frame);
    expect(view).toEqual({ x: -50, y: 0, zoom: 1 });
    expect(cropSquare(view, picture, frame)).toEqual({ left: 100, top: 0, size: 200 });
  });

  it('moves, but never so far that a gap shows', () => {
    const start = centredView(picture, frame);
    expect(moveView(start, picture, frame, 20, 0).x).toBe(-30);
    expect(moveView(start, picture, frame, 500, 500)).toEqual({ x: 0, y: 0, zoom: 1 });
    expect(moveView(start, picture, frame, -500, -500)).toEqual({ x: -100, y: 0, zoom: 1 });
    expect(cropSquare(moveView(start, picture, frame, -500, 0), picture, frame)).toEqual({
      left: 200,
      top: 0,
      size: 200,
    });
  });

  it('zooms around the centre of the square, between 1 and 4', () => {
    const zoomed = zoomView(centredView(picture, frame), picture, frame, 2);
    expect(zoomed).toEqual({ x: -150, y: -50, zoom: 2 });
    expect(cropSquare(zoomed, picture, frame)).toEqual({ left: 150, top: 50, size: 100 });
    expect(zoomView(zoomed, picture, frame, 10).zoom).toBe(MAX_ZOOM);
    expect(zoomView(zoomed, picture, frame, 0.2)).toEqual({ x: -50, y: 0, zoom: 1 });
  });

  it('sums the view up in whole percents for the announcement', () => {
    const zoomed = zoomView(centredView(picture, frame), picture, frame, 2);
    expect(cropSummary(zoomed, picture, frame)).toEqual({ zoom: 200, left: 38, top: 25 });
  });
});

import type { SaveData } from '@snackparty/protocol';
import { PAPER_COLOR } from './constants';
import { replayLines } from './replay';

const DEFAULT_PNG_SIZE = 800;

/** The pixel size of the picture: `size` wide, as high as the drawing's proportions ask. */
export function pngSize(data: SaveData, size: number): { width: number; height: number } {
  const width = Math.max(1, Math.round(size));
  return { width, height: Math.max(1, Math.round((width * data.height) / data.width)) };
}

/** Renders save data to a PNG on white paper, `size` pixels wide. */
export function saveDataToPngBlob(data: SaveData, size: number): Promise<Blob> {
  const { width, height } = pngSize(data, size);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('This browser cannot draw on a canvas'));
  ctx.fillStyle = PAPER_COLOR;
  ctx.fillRect(0, 0, width, height);
  replayLines(ctx, data, { width, height }, { animated: false });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The drawing could not be turned into a picture'))), 'image/png');
  });
}

/** Offers the drawing as a PNG download named `fileName` (".png" is added when missing). */
export async function downloadPng(data: SaveData, fileName: string, size = DEFAULT_PNG_SIZE): Promise<void> {
  const blob = await saveDataToPngBlob(data, size);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName.toLowerCase().endsWith('.png') ? fileName : `${fileName}.png`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; a moment later the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * The picked picture cut to its centre square and scaled to the largest avatar size twice over (sharp on high-density
 * screens), in the browser: the server has no image library (decision 0204), so it stores what it gets and every
 * avatar size (40 to 150) is this one image scaled by the browser. Where the browser cannot decode it the file goes as
 * picked (the server still refuses anything but PNG and JPEG).
 */
import { AVATAR_SIZES } from '../../shared/Avatar';

export const AVATAR_PIXELS = AVATAR_SIZES[AVATAR_SIZES.length - 1] * 2;

export async function squareImage(file: File, pixels = AVATAR_PIXELS): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = Math.min(pixels, side);
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  return blob ? new File([blob], file.name, { type }) : file;
}

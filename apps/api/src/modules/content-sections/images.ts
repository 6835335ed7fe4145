/** The image upload of sections and slider items: stored first, kept only if the save succeeds. */
import type { Attachments } from '../../plugins/uploads.ts';

/**
 * Stores `image` (when one was sent), runs `save` with its path, and removes the new file again
 * if the save fails, so a refused or failed save leaves no orphan file behind.
 */
export async function saveWithImage<T>(
  attachments: Attachments,
  image: Buffer | undefined,
  save: (imagePath: string | null) => Promise<T>,
): Promise<T> {
  const imagePath = image ? await attachments.storeImage(image) : null;
  try {
    return await save(imagePath);
  } catch (error) {
    await attachments.remove(imagePath);
    throw error;
  }
}

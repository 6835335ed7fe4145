/**
 * The image picker with photos straight from a phone (decision 112): HEIC is taken even when the
 * browser gives it no type, and named with "Preview after saving" since most browsers cannot draw
 * it; the size limit and the refused kinds are told at once.
 */
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPLOAD_NOT_IMAGE_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from '@chamber/contracts';
import { ImageUpload } from '../src/components/ImageUpload.tsx';
import { expectAllShown, renderWithProviders } from './helpers.tsx';

function Picker({ storedPath }: { storedPath?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageUpload label="Banner Image" file={file} onFileChange={setFile} storedPath={storedPath} />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const photo = (name: string, type: string, size = 4) =>
  new File([new Uint8Array(size)], name, { type });
/** The dropzone itself decides, as it does for a file dropped on it. */
const chooser = () => userEvent.setup({ applyAccept: false });

describe('ImageUpload', () => {
  it('says which photos it takes and up to what size', () => {
    renderWithProviders(<Picker />);
    expect(
      screen.getByText(/JPEG, PNG, WebP, GIF, AVIF or HEIC .* up to 30 MB/),
    ).toBeInTheDocument();
  });

  it('previews a chosen JPEG', async () => {
    renderWithProviders(<Picker />);
    await chooser().upload(fileInput(), photo('IMG_0412.JPG', 'image/jpeg'));
    expect(await screen.findByRole('img', { name: 'Banner Image preview' })).toBeInTheDocument();
    expect(screen.queryByText('Preview after saving')).toBeNull();
  });

  it('names a chosen HEIC with "Preview after saving" instead of a broken picture, also when it has no type', async () => {
    for (const type of ['image/heic', '']) {
      const { unmount } = renderWithProviders(<Picker storedPath="abc.jpg" />);
      const user = chooser();
      await user.upload(fileInput(), photo('IMG_0413.HEIC', type));
      await expectAllShown(['Preview after saving', 'IMG_0413.HEIC']);
      // Neither a broken preview of the photo nor the stored image it replaces.
      expect(screen.queryByRole('img', { name: 'Banner Image preview' })).toBeNull();
      expect(screen.queryByText(UPLOAD_NOT_IMAGE_MESSAGE)).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Clear the chosen banner image' }));
      expect(screen.queryByText('Preview after saving')).toBeNull();
      expect(screen.getByRole('img', { name: 'Banner Image preview' })).toHaveAttribute(
        'src',
        '/api/Attachments/abc.jpg',
      );
      unmount();
    }
  });

  it('refuses a file over 30 MB and an SVG at once, with the messages the server would give', async () => {
    renderWithProviders(<Picker />);
    const user = chooser();
    await user.upload(fileInput(), photo('huge.jpg', 'image/jpeg', 30 * 1024 * 1024 + 1));
    expect(await screen.findByText(UPLOAD_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    await user.upload(fileInput(), photo('logo.svg', 'image/svg+xml'));
    expect(await screen.findByText(UPLOAD_NOT_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Banner Image preview' })).toBeNull();
  });
});

/**
 * Photos as phones send them, and the bad files a server meets, made on the spot so no megabytes
 * are committed (the HEIC is the exception: encoding one needs heif-enc, see fixtures/README.md).
 * Used by the API tests, e2e/phone-photos.spec.ts and bench/photos.ts.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A 12-megapixel HEIC with camera and GPS EXIF (generated, public domain: fixtures/README.md). */
export const heicPhoto = () =>
  readFileSync(new URL('./fixtures/phone-photo.heic', import.meta.url));

/**
 * A camera JPEG: a colour gradient under fine grain (grain is what makes real photos large), at
 * quality 95, held sideways as a phone stores a portrait shot (EXIF orientation 6: turn 90°
 * clockwise to show), with the camera's make and model and a GPS position. 4000 × 3000 with the
 * default grain is about 10.5 MB; 6000 × 4500 with grain 80 about 21.5 MB.
 */
export async function phoneJpeg({ width = 4000, height = 3000, grain = 96 } = {}) {
  const pixels = randomBytes(width * height * 3);
  for (let y = 0, i = 0; y < height; y++) {
    const down = (y * 160) / height;
    for (let x = 0; x < width; x++) {
      const across = (x * 160) / width;
      pixels[i] = 40 + across + ((pixels[i++] * grain) >> 8);
      pixels[i] = 50 + down + ((pixels[i++] * grain) >> 8);
      pixels[i] = 70 + ((across + down) >> 1) + ((pixels[i++] * grain) >> 8);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** EXIF's tag for the GPS block (0x8825), as it appears in little-endian EXIF. */
const GPS_TAG = Buffer.from([0x25, 0x88]);

/** What a stored file still says about where and with what it was taken. */
export async function metadataOf(bytes: Buffer) {
  const { exif, xmp, iptc, orientation, width, height, format } = await sharp(bytes).metadata();
  return {
    format,
    width,
    height,
    orientation,
    hasExif: exif !== undefined,
    hasGps: exif?.includes(GPS_TAG) ?? false,
    hasOtherMetadata: xmp !== undefined || iptc !== undefined,
  };
}

/**
 * A decompression bomb: a 30,000 × 30,000 PNG (900 megapixels, 112 MB of pixels even at one bit
 * each, gigabytes once decoded to RGB) that weighs about 110 KB, since every row is the same.
 */
export function decompressionBomb(side = 30_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // one bit per pixel
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + the pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// Which observations are photos, and what a photo file is, the same way on the device and the server.
import { entryByIdentifier } from '../rules/catalogue.ts';
import { DataType } from '../rules/enums.ts';

export function isPhotoIdentifier(identifier: string): boolean {
  return entryByIdentifier(identifier)?.dataType === DataType.image;
}

/** image/jpeg, image/png or image/webp from the first bytes; application/octet-stream otherwise. */
export function photoContentType(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return 'application/octet-stream';
}

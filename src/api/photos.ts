import * as v from 'valibot';
import { BoundedText, ExternalId, ServerId, Text, UtcTimestamp } from './wire.ts';

// POST /inspection/upload/{observationId} and GET /inspection/download/{observationId} (recording spec §7). The
// observation is addressed by its server id or its externalId. The photo travels as multipart/form-data (field
// `files`, one file), as the raw image bytes (content-type image/jpeg, image/png or image/webp), or as the JSON
// inspectionUploadDto below with the bytes in base64. The type is taken from the bytes, never from the name.

/**
 * The server's sentence (409) for an upload of a file the reading no longer names, on any device (decision
 * 0064-both-devices-photos-kept): a refusal that sending again cannot change, so the device stops (decision 0066).
 */
export const PHOTO_NOT_NAMED =
  'This photo was replaced on the device before it was sent: the reading holds another photo';

/** The media types a photo may have. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const SERVER_ID = /^[1-9]\d{0,9}$/;
const UUID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i;

/** An observation id in a path: a server id (digits) or an externalId (UUID); answers a number or a UUID. */
export const ObservationRefSchema = v.pipe(
  v.string(),
  v.check(
    (text) => (SERVER_ID.test(text) && Number(text) <= 2_147_483_647) || UUID.test(text),
    'Expected an observation id (a positive whole number) or externalId (a UUID)',
  ),
  v.transform((text): number | string => (SERVER_ID.test(text) ? Number(text) : text.toLowerCase())),
);

/**
 * `?file=`: the device's file name of the photo (the observation's value on that device). An upload that names it is
 * stored as the observation's photo only when the observation's value names that file; as another device's photo
 * kept beside it when a conflict names it; refused otherwise. A download that names it answers that file's photo.
 * (decision 0064-both-devices-photos-kept)
 */
export const DeviceFileSchema = v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(255)));

export const InspectionUploadDtoSchema = v.object({
  /** When given, must name the same observation as the path. */
  observationId: v.optional(v.union([ServerId, ExternalId])),
  files: v.pipe(
    v.array(
      v.object({
        fileName: v.optional(BoundedText(255)),
        contentType: v.optional(BoundedText(255)),
        /** The file's bytes, base64. */
        data: v.pipe(v.string(), v.base64('Expected the file data in base64')),
      }),
    ),
    v.length(1, 'Expected exactly one file'),
  ),
});

export const UploadResultSchema = v.object({
  observationId: ServerId,
  observationExternalId: ExternalId,
  /** The name the server stored the photo under (generated; never the uploaded name). */
  fileName: Text,
  contentType: v.picklist(PHOTO_TYPES),
  byteSize: v.number(),
  sha256: Text,
  uploadedAt: UtcTimestamp,
  /** false when the same bytes were already stored for this observation (a replay). */
  changed: v.boolean(),
});

export type InspectionUploadDto = v.InferOutput<typeof InspectionUploadDtoSchema>;
export type UploadResult = v.InferOutput<typeof UploadResultSchema>;

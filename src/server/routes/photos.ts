import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DeviceFileSchema, InspectionUploadDtoSchema, ObservationRefSchema } from '../../api/photos.ts';
import type { AppEnv } from '../app-env.ts';
import { BODY_JSON_LIMITS } from '../json-guard.ts';
import { badRequest, HttpError, parseOr400, readJson } from '../http-errors.ts';
import { MULTIPART_MAX_PARTS, readMultipartFile } from '../photos/multipart.ts';
import { loadPhoto, photoUploadTarget, storePhoto } from '../photos/service.ts';
import type { Services } from '../services.ts';

// POST inspection/upload/{observationId} and GET inspection/download/{observationId} (recording spec §7). The
// observation is named by its id or its externalId. An upload is multipart/form-data (one file in `files` or
// `file`), the raw bytes (image/* or application/octet-stream), or the JSON inspectionUploadDto with base64 data.

function tooLarge(limit: number): HttpError {
  return new HttpError(413, { error: `The photo is larger than the limit of ${limit} bytes` });
}

function observationRef(c: Context<AppEnv>): number | string {
  return parseOr400(ObservationRefSchema, c.req.param('observationId'), 'path');
}

/** The device's file the request names, if any (decision 0064-both-devices-photos-kept). */
function deviceFile(c: Context<AppEnv>): string | undefined {
  return parseOr400(DeviceFileSchema, c.req.query('file'), 'query');
}

async function uploadedBytes(
  c: Context<AppEnv>,
  ref: number | string,
  wireLimit: number,
): Promise<Uint8Array> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    return readMultipartFile(c.req.raw.body, c.req.header('content-type') ?? '', {
      maxBytes: wireLimit,
      maxParts: MULTIPART_MAX_PARTS,
      tooLarge: () => tooLarge(wireLimit),
    });
  }
  if (type.startsWith('application/json')) {
    // One long string (the base64 photo) is what this body is for.
    const body = await readJson(c, {
      maxBytes: wireLimit,
      shape: { ...BODY_JSON_LIMITS, maxStringLength: wireLimit },
    });
    const dto = parseOr400(InspectionUploadDtoSchema, body, 'body');
    if (dto.observationId !== undefined && String(dto.observationId) !== String(ref)) {
      throw badRequest('Invalid request body', [
        { path: 'body.observationId', message: 'The observationId of the body differs from the path' },
      ]);
    }
    return new Uint8Array(Buffer.from((dto.files[0] as { data: string }).data, 'base64'));
  }
  if (type.startsWith('image/') || type.startsWith('application/octet-stream')) {
    return new Uint8Array(await c.req.arrayBuffer());
  }
  throw badRequest('Expected the photo as multipart/form-data, image/jpeg, image/png, image/webp or JSON');
}

/** The largest upload body: room for multipart framing or base64 (4/3 of the bytes) around the largest photo. */
export const photoWireLimit = (photoMaxBytes: number): number => Math.ceil(photoMaxBytes * 1.37) + 64 * 1024;

export function photoRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limit = services.photoMaxBytes;
  // The decoded size is checked against the limit itself.
  const wireLimit = photoWireLimit(limit);

  routes.post(
    '/inspection/upload/:observationId',
    bodyLimit({
      maxSize: wireLimit,
      onError: (c) => c.json(tooLarge(limit).body, 413),
    }),
    async (c) => {
      const ref = observationRef(c);
      const file = deviceFile(c);
      // Who asks, before the body is read: another inspector's upload of any size costs a lookup.
      const target = await photoUploadTarget(services.db, ref, c.get('identity'));
      const bytes = await uploadedBytes(c, ref, wireLimit);
      if (bytes.byteLength === 0) throw badRequest('The photo is empty');
      if (bytes.byteLength > limit) throw tooLarge(limit);
      const result = await storePhoto(
        services.db,
        services.photos,
        services.log,
        target,
        bytes,
        c.get('identity'),
        file,
      );
      return c.json(result, result.changed ? 201 : 200);
    },
  );

  routes.get('/inspection/download/:observationId', async (c) => {
    const photo = await loadPhoto(services.db, services.photos, observationRef(c), deviceFile(c));
    const etag = `"${photo.sha256}"`;
    const headers = {
      'content-type': photo.contentType,
      'cache-control': 'private, no-cache',
      etag,
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${photo.fileName}"`,
    };
    if (c.req.header('if-none-match') === etag) {
      await photo.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    return new Response(photo.body, { headers: { ...headers, 'content-length': String(photo.size) } });
  });
  return routes;
}

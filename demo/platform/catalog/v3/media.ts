// V3 media items from the stored V1 ones. On the wire `media.main` is an object (the SDK turns its `image`
// into a `wix:image://` string); its URLs are absolute for the host that was called, as V1's are.
import type { MediaItem } from '../types.ts';
import { v3UploadId } from './ids.ts';
import type { V3Media } from './wire.ts';

const absolute = (url: string, baseUrl: string) => (url.startsWith('/') ? `${baseUrl}${url}` : url);

/** A product media item; `thumbnail` only when the `THUMBNAIL` field was asked for. */
export function v3Media(item: MediaItem, baseUrl: string, thumbnail: boolean): V3Media {
  const url = absolute(item.image.url, baseUrl);
  const altText = item.image.altText ?? item.title;
  return {
    id: item.id,
    url,
    mediaType: 'IMAGE',
    altText,
    image: {
      id: item.id,
      url,
      width: item.image.width,
      height: item.image.height,
      altText,
      filename: item.id,
    },
    uploadId: v3UploadId(item.id),
    ...(thumbnail
      ? {
          thumbnail: {
            url: absolute(item.thumbnail.url, baseUrl),
            width: item.thumbnail.width,
            height: item.thumbnail.height,
            altText,
          },
        }
      : {}),
  };
}

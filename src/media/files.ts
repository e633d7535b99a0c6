// Video, audio and document identifiers to addresses (protocol §10).
import { parseMediaId } from './image.ts';

const WIX_VIDEO_URL = 'https://video.wixstatic.com/video/';
const WIX_AUDIO_URL = 'https://static.wixstatic.com/mp3/';
const WIX_DOCUMENT_URL = 'https://d945e594-8657-47e2-9cd9-e9033c3d8da0.usrfiles.com/ugd/';

export type VideoResolution = '360p' | '480p' | '720p' | '1080p' | (string & {});

export interface VideoAddress {
  id: string;
  url: string;
  /** The poster as a `wix:image://` identifier (feed it to getImageUrl). */
  thumbnail: string;
  filename?: string;
}

export function getVideoUrl(value: string, resolution?: VideoResolution): VideoAddress {
  let id: string;
  let poster: string;
  let filename: string | undefined;
  if (value.startsWith(WIX_VIDEO_URL)) {
    id = value.slice(WIX_VIDEO_URL.length).split('/')[0] ?? '';
    poster = `${id}.jpg#originWidth=50&originHeight=50`;
  } else {
    const parsed = parseMediaId(value, 'video');
    id = parsed.id;
    filename = parsed.name;
    poster = `${parsed.hash.get('posterUri') || `${id}.jpg`}#originWidth=${parsed.hash.get('posterWidth') || '50'}&originHeight=${parsed.hash.get('posterHeight') || '50'}`;
  }
  const video: VideoAddress = {
    id,
    url: `${WIX_VIDEO_URL}${id}/${resolution ? `${resolution}/mp4/file.mp4` : 'file'}`,
    thumbnail: `wix:image://v1/${poster}`,
  };
  if (filename) video.filename = filename;
  return video;
}

export function getAudioUrl(value: string): { id: string; url: string; duration: number; filename?: string } {
  const { id, name, hash } = parseMediaId(value, 'audio');
  const audio: { id: string; url: string; duration: number; filename?: string } = {
    id,
    url: `${WIX_AUDIO_URL}${id}`,
    duration: Number(hash.get('duration') || ''),
  };
  if (name) audio.filename = name;
  return audio;
}

export function getDocumentUrl(value: string): { id: string; url: string; filename?: string } {
  const { id, name } = parseMediaId(value.replace('v1/ugd', 'v1'), 'document');
  const doc: { id: string; url: string; filename?: string } = { id, url: `${WIX_DOCUMENT_URL}${id}` };
  if (name) doc.filename = name;
  return doc;
}

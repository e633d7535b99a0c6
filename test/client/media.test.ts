import { describe, expect, it } from 'vitest';
import {
  getAudioUrl,
  getDocumentUrl,
  getImageUrl,
  getScaledToFillImageUrl,
  getVideoUrl,
  toWixImage,
} from '../../src/index.ts';

describe('media helpers (protocol §10)', () => {
  it('turns a wix:image identifier into its address and size', () => {
    expect(
      getImageUrl('wix:image://v1/abc_123~mv2.jpg/My%20Shirt.jpg#originWidth=800&originHeight=600'),
    ).toEqual({
      id: 'abc_123~mv2.jpg',
      url: 'https://static.wixstatic.com/media/abc_123~mv2.jpg',
      width: 800,
      height: 600,
      altText: 'My Shirt.jpg',
      filename: 'My Shirt.jpg',
    });
  });

  it('accepts the legacy image:// form and static URLs', () => {
    expect(getImageUrl('image://v1/a.jpg#originWidth=1&originHeight=2').url).toBe(
      'https://static.wixstatic.com/media/a.jpg',
    );
    expect(getImageUrl('https://static.wixstatic.com/media/a.jpg/v1/fill/w_300,h_200,al_c/a.jpg')).toEqual({
      id: 'a.jpg',
      url: 'https://static.wixstatic.com/media/a.jpg',
      width: 300,
      height: 200,
    });
  });

  it('round-trips a wire image object through toWixImage', () => {
    const id = toWixImage({
      id: 'x.png',
      url: 'https://static.wixstatic.com/media/x.png',
      width: 10,
      height: 20,
      altText: 'a b',
    });
    expect(id).toBe('wix:image://v1/x.png/a%20b#originWidth=10&originHeight=20');
    expect(getImageUrl(id).altText).toBe('a b');
    expect(toWixImage({ url: 'https://example.com/i.png' })).toBe('https://example.com/i.png');
  });

  it('builds a scaled address', () => {
    expect(getScaledToFillImageUrl('wix:image://v1/a.jpg#originWidth=100&originHeight=100', 50, 40)).toBe(
      'https://static.wixstatic.com/media/a.jpg/v1/fill/w_50,h_40,al_c/a.jpg',
    );
  });

  it('gives video, audio and document addresses', () => {
    const video = getVideoUrl(
      'wix:video://v1/vid1/clip.mp4#posterUri=poster.jpg&posterWidth=640&posterHeight=360',
      '720p',
    );
    expect(video).toEqual({
      id: 'vid1',
      url: 'https://video.wixstatic.com/video/vid1/720p/mp4/file.mp4',
      thumbnail: 'wix:image://v1/poster.jpg#originWidth=640&originHeight=360',
      filename: 'clip.mp4',
    });
    expect(getVideoUrl('wix:video://v1/vid1').url).toBe('https://video.wixstatic.com/video/vid1/file');
    expect(getAudioUrl('wix:audio://v1/snd.mp3/song.mp3#duration=31')).toEqual({
      id: 'snd.mp3',
      url: 'https://static.wixstatic.com/mp3/snd.mp3',
      duration: 31,
      filename: 'song.mp3',
    });
    expect(getDocumentUrl('wix:document://v1/ugd/doc.pdf/manual.pdf').url).toBe(
      'https://d945e594-8657-47e2-9cd9-e9033c3d8da0.usrfiles.com/ugd/doc.pdf',
    );
  });

  it('rejects something that is not a media identifier', () => {
    expect(() => getImageUrl('https://example.com/x.png')).toThrow('Not a wix:image identifier');
  });
});

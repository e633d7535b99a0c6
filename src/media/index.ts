export {
  getAudioUrl,
  getDocumentUrl,
  getVideoUrl,
  type VideoAddress,
  type VideoResolution,
} from './files.ts';
export {
  getImageUrl,
  getScaledToFillImageUrl,
  getScaledToFitImageUrl,
  getShapeUrl,
  type ImageAddress,
  toWixImage,
} from './image.ts';

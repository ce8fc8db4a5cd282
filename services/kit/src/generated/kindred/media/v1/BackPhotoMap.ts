// Original file: proto/kindred/media/v1/media.proto

import type {
  BackPhoto as _kindred_media_v1_BackPhoto,
  BackPhoto__Output as _kindred_media_v1_BackPhoto__Output,
} from '../../../kindred/media/v1/BackPhoto';

export interface BackPhotoMap {
  photos?: _kindred_media_v1_BackPhoto[];
}

export interface BackPhotoMap__Output {
  photos: _kindred_media_v1_BackPhoto__Output[];
}

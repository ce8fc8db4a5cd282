// Original file: proto/kindred/media/v1/media.proto

import type {
  Photo as _kindred_media_v1_Photo,
  Photo__Output as _kindred_media_v1_Photo__Output,
} from '../../../kindred/media/v1/Photo';

export interface PhotoList {
  photos?: _kindred_media_v1_Photo[];
}

export interface PhotoList__Output {
  photos: _kindred_media_v1_Photo__Output[];
}

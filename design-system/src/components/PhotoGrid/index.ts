export { PhotoGrid, groupPhotosByDay } from './PhotoGrid';
export type { PhotoGridProps, Photo } from './PhotoGrid';

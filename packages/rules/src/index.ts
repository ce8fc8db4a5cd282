export * from './account';
export * from './authorities';
export * from './messages';
export * from './payment';
export * from './reports';
export * from './text';

export * from './account';
export * from './authorities';
export * from './limits';
export * from './payment';
export * from './reports';
export * from './text';

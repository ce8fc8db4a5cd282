export * from './account';
export * from './authorities';
export * from './countries';
export * from './limits';
export * from './payment';
export * from './reports';
export * from './visibility';
export * from './profileFacts';

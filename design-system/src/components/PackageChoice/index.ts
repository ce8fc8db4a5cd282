export { PackageChoice } from './PackageChoice';
export type { PackageChoiceProps, ChoosablePackage } from './PackageChoice';

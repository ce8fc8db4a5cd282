export { SafetyQuestion } from './SafetyQuestion';
export type { SafetyQuestionProps, SafetyQuestionState, SafetyQuestionTexts } from './SafetyQuestion';

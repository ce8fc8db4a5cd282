import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { setProjectAnnotations } from '@storybook/react';
import preview from '../.storybook/preview';

expect.extend(toHaveNoViolations);

// Stories get the same decorators (theme, language) in tests as in Storybook; tests read English.
setProjectAnnotations([preview, { initialGlobals: { locale: 'en', theme: 'mobile' } }]);

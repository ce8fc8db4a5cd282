import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { setProjectAnnotations } from '@storybook/react';
import { registerMessages } from '../src/i18n/messages';
import { en } from '../src/i18n/messages/en';
import { zhcn } from '../src/i18n/messages/zhcn';
import preview from '../.storybook/preview';

expect.extend(toHaveNoViolations);

// Tests render stories without Storybook's loaders (which download a language's texts): every
// language is at hand from the start.
registerMessages('en', en);
registerMessages('zhcn', zhcn);

// Stories get the same decorators (theme, colours, language) in tests as in Storybook; tests read English.
setProjectAnnotations([preview, { initialGlobals: { locale: 'en', theme: 'mobile', scheme: 'light' } }]);

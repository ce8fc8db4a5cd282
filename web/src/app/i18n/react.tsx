/**
 * The one place screens take their React i18n bindings from (react-i18next): `useTranslation` and
 * `I18nextProvider`. Screens import this module, never the library, so the binding is chosen here.
 */
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';

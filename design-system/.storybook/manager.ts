import { addons } from 'storybook/manager-api';
import { kindredLight } from './docsThemes';

/** Storybook in Kindred's name and colours (rose brand, warm sand neutrals). */
addons.setConfig({ theme: kindredLight });

import type { StoryObj } from '@storybook/react-vite';

/**
 * The parameters of a docs-page example (a do/don't or an inline example): it renders in its own frame
 * on the docs page, so it follows the toolbar and no docs style reaches it. `height` is the frame's
 * least height; the page grows the frame to its story (fittedFrames.ts). Each example also carries
 * `tags: ['!dev', '!autodocs']`, written out in the story because Storybook reads tags from the source
 * without running it: off the sidebar and out of "All stories", still in index.json and the story tests.
 */
export function docsExample(height = 96): Pick<StoryObj, 'parameters'> {
  return { parameters: { controls: { disable: true }, docs: { story: { inline: false, iframeHeight: height } } } };
}

// The stories whose pixels are compared in every language and colour scheme (make test), and in both
// form factors too (make visual); every other story is compared in the default zhtw / light / mobile.
// A component named here brings all its stories, the ones added later included.
export const namedComponents = ['button', 'membercard', 'dialog', 'chatbubble', 'notice'];

/** True when `storyId` (e.g. `components-button--long-label`) belongs to a named component. */
export const isNamed = (storyId) => namedComponents.some((name) => storyId.startsWith(`components-${name}--`));

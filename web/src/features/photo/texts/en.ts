/** Texts of the album gallery on a member's profile and its photo viewer, both layouts (keys `album.*`). */
export const albumEn = {
  album: {
    title: 'Photos',
    seeAll: 'See all {{count}} photos',
    viewer: 'Photo {{index}} of {{count}}',
    photoOf: "{{name}}'s photo {{index}}",
    previous: 'Previous photo',
    next: 'Next photo',
    upgrade: 'Upgrade your membership to see photos',
  },
} as const;
